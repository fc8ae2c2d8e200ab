import { describe, expect, it } from 'vitest';
import {
  MAX_RICH_TEXT_DEPTH,
  RICH_TEXT_TOO_DEEP,
  richTextDoc,
  richTextMentions,
  richTextToPlain,
  type RichTextNode,
} from './rich-text';

/** A doc whose text sits `levels` nodes deep, doc and text included. */
function nestedDoc(levels: number): RichTextNode {
  let node: RichTextNode = { type: 'text', text: 'deep' };
  for (let level = levels - 2; level > 0; level--) {
    node = { type: level % 2 ? 'bulletList' : 'listItem', content: [node] };
  }
  return { type: 'doc', content: [node] };
}

describe('rich text', () => {
  it(`takes ${MAX_RICH_TEXT_DEPTH} levels of nesting and refuses one more, before recursing`, () => {
    expect(richTextDoc.safeParse(nestedDoc(MAX_RICH_TEXT_DEPTH)).success).toBe(true);
    for (const levels of [MAX_RICH_TEXT_DEPTH + 1, 1_000, 100_000]) {
      const result = richTextDoc.safeParse(nestedDoc(levels));
      expect(result.error?.issues, String(levels)).toEqual([
        { code: 'custom', path: [], message: RICH_TEXT_TOO_DEEP },
      ]);
    }
  });

  it('refuses control characters in text, attributes and links, and keeps line breaks in text', () => {
    const paragraph = (node: RichTextNode): RichTextNode => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [node] }],
    });
    expect(richTextDoc.safeParse(paragraph({ type: 'text', text: 'a\n\tb' })).success).toBe(true);
    for (const node of [
      { type: 'text', text: 'a\u0000b' },
      { type: 'heading', attrs: { level: 'a\u0000' } },
      { type: 'heading', attrs: { 'le\u0000vel': 1 } },
      {
        type: 'text',
        text: 'link',
        marks: [{ type: 'link', attrs: { href: 'https://example.com/\u0000' } }],
      },
      {
        type: 'text',
        text: 'link',
        marks: [{ type: 'link', attrs: { href: 'https://example.com/', 'x\u0000': 'y' } }],
      },
    ] as RichTextNode[]) {
      expect(richTextDoc.safeParse(paragraph(node)).success, JSON.stringify(node)).toBe(false);
    }
  });
});

describe('mentions in rich text', () => {
  const mention = (id: string, label: string): RichTextNode => ({
    type: 'mention',
    attrs: { id, label },
  });
  const doc: RichTextNode = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Hello ' }, mention('12', 'Grace Hopper')],
      },
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [
              {
                type: 'paragraph',
                content: [mention('7', 'Ada Lovelace'), { type: 'text', text: ' checks fuel' }],
              },
            ],
          },
        ],
      },
      { type: 'paragraph', content: [mention('12', 'Grace Hopper'), mention('x', 'Nobody')] },
    ],
  };

  it('are kept by the schema and read as "@Name" in the plain text', () => {
    expect(richTextDoc.safeParse(doc).success).toBe(true);
    expect(richTextToPlain(doc)).toContain('Hello @Grace Hopper');
  });

  it('name each person once, with the words of the first block naming them', () => {
    expect([...richTextMentions(doc)]).toEqual([
      [12, 'Hello @Grace Hopper'],
      [7, '@Ada Lovelace checks fuel'],
    ]);
  });
});
