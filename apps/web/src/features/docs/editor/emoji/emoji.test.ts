import { describe, expect, it } from 'vitest';
import { testDocEditor } from '../test-editor';
import { loadEmoji } from './emoji-data';
import { isEmojiQuery, searchEmoji } from './emoji-search';
import { emojiSuggestionKey } from './emoji-suggestion';

/** Whether the `:` list is open once `text` is typed in an empty paragraph. */
function opensAfter(text: string): boolean {
  const current = testDocEditor();
  current.commands.focus();
  for (const character of text) current.commands.insertContent(character);
  const state = emojiSuggestionKey.getState(current.state) as { active: boolean; query: string };
  return state.active && isEmojiQuery(state.query);
}

describe('the : emoji list', () => {
  it.each([':rock', 'Launch :rock'])(
    'opens for a letter after a colon at the start or after a space: %j',
    (text) => {
      expect(opensAfter(text)).toBe(true);
    },
  );

  it.each(['http://example.com', 'at 10:30', 'Note:rock', 'smile :)', 'see : then'])(
    'stays shut in addresses, times and emoticons: %j',
    (text) => {
      expect(opensAfter(text)).toBe(false);
    },
  );

  it('takes a query of letters, not of digits', () => {
    expect(isEmojiQuery('30')).toBe(false);
    expect(isEmojiQuery('')).toBe(false);
    expect(isEmojiQuery('thumbs_up')).toBe(true);
  });

  it('finds emoji by the start of their name, then of a word, then of a tag', async () => {
    const entries = await loadEmoji();
    expect(searchEmoji(entries, 'rocket', 3)[0]?.emoji).toBe('🚀');
    const fire = searchEmoji(entries, 'fire', 8).map((entry) => entry.label);
    expect(fire[0]).toBe('fire');
    expect(fire).toContain('fire engine');
    // "launch" is a tag of the rocket only.
    expect(searchEmoji(entries, 'launch', 8).map((entry) => entry.emoji)).toContain('🚀');
    expect(searchEmoji(entries, 'zzzzqx', 8)).toEqual([]);
    expect(entries.some((entry) => entry.label.startsWith('regional indicator'))).toBe(false);
  });
});
