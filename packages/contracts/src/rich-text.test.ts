import { describe, expect, it } from 'vitest';
import {
  MAX_RICH_TEXT_DEPTH,
  RICH_TEXT_TOO_DEEP,
  richTextDoc,
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
