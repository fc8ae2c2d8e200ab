import { describe, expect, it } from 'vitest';
import {
  insertMention,
  mentionedIds,
  mentionQueryAt,
  mentionQueryFits,
  mentionSegments,
  showsMentionList,
  type MentionValue,
} from './mention-text';

const ada = { id: 1, fullname: 'Ada Lovelace', avatar: null };
const alan = { id: 2, fullname: 'Alan Turing', avatar: null };
const adam = { id: 3, fullname: 'Ada', avatar: null };

describe('mentionQueryAt', () => {
  it('finds the name typed after an @', () => {
    expect(mentionQueryAt('Hello @Ad', 9)).toEqual({ start: 6, end: 9, query: 'Ad' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(mentionQueryAt('Ask @Ada Lo', 11)?.query).toBe('Ada Lo');
  });

  it('reads only what is before the caret', () => {
    expect(mentionQueryAt('Hi @Ada, and more', 7)?.query).toBe('Ada');
  });

  it('ignores addresses, a space after the @ or the name, and other lines', () => {
    expect(mentionQueryAt('mail ada@example.com', 20)).toBeNull();
    expect(mentionQueryAt('@ ', 2)).toBeNull();
    expect(mentionQueryAt('@Ada Lovelace ', 14)).toBeNull();
    expect(mentionQueryAt('@Ada\nnext', 9)).toBeNull();
    expect(mentionQueryAt('no mention', 10)).toBeNull();
  });

  it('stops after a few words: the sentence goes on', () => {
    expect(mentionQueryAt('@Ada Lovelace is here', 21)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the query with the name and a space, and remembers the person', () => {
    const value: MentionValue = { text: 'Hi @ad', people: [] };
    const result = insertMention(value, { start: 3, end: 6, query: 'ad' }, ada);
    expect(result.value).toEqual({ text: 'Hi @Ada Lovelace ', people: [ada] });
    expect(result.caret).toBe(17);
  });

  it('keeps the text after the caret, without a second space', () => {
    const value: MentionValue = { text: 'Hi @a thanks', people: [ada] };
    const result = insertMention(value, { start: 3, end: 5, query: 'a' }, ada);
    expect(result.value).toEqual({ text: 'Hi @Ada Lovelace thanks', people: [ada] });
    expect(result.caret).toBe(17);
  });
});

describe('mentionedIds', () => {
  it('sends the people the text still mentions, once each', () => {
    const value = {
      text: '@Ada Lovelace and @Ada Lovelace, see @Alan Turing',
      people: [ada, alan],
    };
    expect(mentionedIds(value)).toEqual([1, 2]);
  });

  it('drops a person whose mention was erased or changed', () => {
    expect(mentionedIds({ text: 'Thanks @Alan', people: [ada, alan] })).toEqual([]);
    expect(mentionedIds({ text: '', people: [ada] })).toEqual([]);
  });

  it('does not take a longer word for a name', () => {
    expect(mentionedIds({ text: '@Adams', people: [adam] })).toEqual([]);
    expect(mentionedIds({ text: '@Ada Lovelace', people: [adam, ada] })).toEqual([1]);
  });
});

describe('mentionSegments', () => {
  it('cuts a body into text and mentions', () => {
    expect(mentionSegments('Ping @Ada Lovelace, please', [ada])).toEqual([
      { text: 'Ping ' },
      { text: '@Ada Lovelace', person: ada },
      { text: ', please' },
    ]);
  });

  it('leaves a body without mentions whole', () => {
    expect(mentionSegments('Just text', [])).toEqual([{ text: 'Just text' }]);
    expect(mentionSegments('@Someone else', [ada])).toEqual([{ text: '@Someone else' }]);
  });
});

describe('mentionQueryFits', () => {
  it.each(['', 'Grace', 'Grace ', 'Grace Brewster Hopper'])(
    'takes a name of a few words, a space after it too (a rich text goes on typing): %j',
    (query) => {
      expect(mentionQueryFits(query)).toBe(true);
    },
  );

  it.each([' Grace', 'Grace said this is', 'Grace\nHopper', 'Grace @Ada', 'g'.repeat(41)])(
    'refuses "@ ", a sentence, a new line, a second "@" and a long text: %j',
    (query) => {
      expect(mentionQueryFits(query)).toBe(false);
    },
  );
});

describe('showsMentionList', () => {
  it('shows who was found, and "No one found" for a single word only', () => {
    expect(showsMentionList('gr', 2, false)).toBe(true);
    expect(showsMentionList('zz', 0, true)).toBe(true);
    expect(showsMentionList('zz', 0, false)).toBe(false);
    expect(showsMentionList('Grace said', 0, true)).toBe(false);
  });
});
