import { describe, expect, it } from 'vitest';
import {
  compareDocs,
  textBlocks,
  versionsToMerge,
  wordChanges,
  type RichTextLike,
} from './doc-history';

const at = (iso: string) => new Date(iso);
const paragraph = (text: string): RichTextLike => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});
/** Versions created at these times, numbered 1, 2, 3... in that order. */
const versionsAt = (...times: string[]) =>
  times.map((iso, index) => ({ id: index + 1, createdAt: at(iso) }));
const doc = (...content: RichTextLike[]): RichTextLike => ({ type: 'doc', content });

describe('retention of versions', () => {
  it('keeps every recent version and the last of each older day, which absorbs its day', () => {
    const versions = versionsAt(
      '2026-10-01T08:00:00Z',
      '2026-10-01T12:00:00Z',
      '2026-10-01T23:59:00Z',
      '2026-10-02T09:00:00Z',
      '2026-10-03T09:00:00Z',
      '2026-10-03T10:00:00Z',
      '2026-11-20T09:00:00Z',
      '2026-11-20T10:00:00Z',
    );
    expect(versionsToMerge(versions, at('2026-11-01T00:00:00Z'))).toEqual([
      { id: 3, absorbed: [1, 2] },
      { id: 6, absorbed: [5] },
    ]);
  });

  it('merges nothing when every version is recent or alone on its day', () => {
    const versions = versionsAt(
      '2026-10-01T08:00:00Z',
      '2026-10-02T08:00:00Z',
      '2026-11-30T08:00:00Z',
      '2026-11-30T09:00:00Z',
    );
    expect(versionsToMerge(versions, at('2026-11-01T00:00:00Z'))).toEqual([]);
  });
});

describe('words added and removed', () => {
  it('counts the words typed and the words deleted', () => {
    expect(wordChanges('Launch at dawn', 'Launch at noon, weather permitting')).toEqual({
      added: 3,
      removed: 1,
    });
    expect(wordChanges('', 'Two words')).toEqual({ added: 2, removed: 0 });
  });
});

describe('comparing two versions', () => {
  it('reads blocks with the list, quote or heading they are', () => {
    const tree = doc(
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Plan' }] },
      {
        type: 'taskList',
        content: [{ type: 'taskItem', attrs: { checked: true }, content: [paragraph('Fuel')] }],
      },
      { type: 'blockquote', content: [paragraph('Go for launch')] },
    );
    expect(textBlocks(tree)).toEqual([
      { kind: 'heading', level: 2, checked: false, text: 'Plan' },
      { kind: 'task', level: 1, checked: true, text: 'Fuel' },
      { kind: 'quote', level: 0, checked: false, text: 'Go for launch' },
    ]);
  });

  it('shows an edited block once with its words, and added or removed blocks whole', () => {
    const before = doc(paragraph('Launch at dawn'), paragraph('Old note'), paragraph('Keep'));
    const after = doc(paragraph('Launch at noon'), paragraph('Keep'), paragraph('New line'));
    const compared = compareDocs(before, after);
    expect(compared.map((block) => [block.change, block.parts])).toEqual([
      [
        'same',
        [
          { text: 'Launch at ', change: 'same' },
          { text: 'dawn', change: 'removed' },
          { text: 'noon', change: 'added' },
        ],
      ],
      ['removed', [{ text: 'Old note', change: 'removed' }]],
      ['same', [{ text: 'Keep', change: 'same' }]],
      ['added', [{ text: 'New line', change: 'added' }]],
    ]);
  });

  it('shows the first version as all added', () => {
    expect(compareDocs(null, doc(paragraph('First'))).map((block) => block.change)).toEqual([
      'added',
    ]);
  });
});

describe('a mention in a compared version', () => {
  it('reads as "@Name" in its block', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ask ' },
            { type: 'mention', attrs: { id: '12', label: 'Grace Hopper' } },
            { type: 'text', text: ' about it' },
          ],
        },
      ],
    };
    expect(textBlocks(doc).map((block) => block.text)).toEqual(['Ask @Grace Hopper about it']);
  });
});

describe("the doc's blocks without text of their own in a compared version", () => {
  it('read as words, so a changed formula, embed, file or live view shows', () => {
    const before = doc(
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Energy is ' },
          { type: 'inlineMath', attrs: { latex: 'mc^2' } },
          { type: 'text', text: ', see ' },
          { type: 'pageLink', attrs: { docId: '4', title: 'Physics' } },
        ],
      },
      { type: 'blockMath', attrs: { latex: '\\int_0^1 x\\,dx' } },
      { type: 'embed', attrs: { url: 'https://youtu.be/abc', provider: 'youtube' } },
      { type: 'tableOfContents' },
    );
    const after = doc(
      {
        type: 'callout',
        attrs: { kind: 'info' },
        content: [before.content![0]!],
      },
      { type: 'blockMath', attrs: { latex: '\\int_0^2 x\\,dx' } },
      { type: 'attachment', attrs: { name: 'Q3 report.pdf', url: '/x' } },
      { type: 'projectView', attrs: { view: 'timeline', from: '2026-01-01', to: '2026-03-31' } },
      { type: 'tableOfContents' },
    );
    expect(textBlocks(before).map((block) => block.text)).toEqual([
      'Energy is $mc^2$, see [[Physics]]',
      '$$\\int_0^1 x\\,dx$$',
      'Embed: https://youtu.be/abc',
      'Table of contents',
    ]);
    const compared = compareDocs(before, after);
    expect(compared.map((block) => [block.kind, block.change, block.parts])).toEqual([
      ['paragraph', 'same', [{ text: 'Energy is $mc^2$, see [[Physics]]', change: 'same' }]],
      [
        'object',
        'same',
        [
          { text: '$$\\int_0^', change: 'same' },
          { text: '1', change: 'removed' },
          { text: '2', change: 'added' },
          { text: ' x\\,dx$$', change: 'same' },
        ],
      ],
      ['object', 'removed', [{ text: 'Embed: https://youtu.be/abc', change: 'removed' }]],
      ['object', 'added', [{ text: 'File: Q3 report.pdf', change: 'added' }]],
      [
        'object',
        'added',
        [{ text: 'Live view: timeline (2026-01-01 to 2026-03-31)', change: 'added' }],
      ],
      ['object', 'same', [{ text: 'Table of contents', change: 'same' }]],
    ]);
  });
});

describe('empty lines in a comparison', () => {
  it('are spacing, not changes: added or removed, they are not shown', () => {
    const empty: RichTextLike = { type: 'paragraph' };
    const compared = compareDocs(
      doc(paragraph('Countdown at dawn.'), empty),
      doc(paragraph('Countdown at dawn.'), empty, empty, paragraph('Go.')),
    );
    expect(
      compared.map((block) => [block.change, block.parts.map((part) => part.text).join('')]),
    ).toEqual([
      ['same', 'Countdown at dawn.'],
      ['added', 'Go.'],
    ]);
  });
});
