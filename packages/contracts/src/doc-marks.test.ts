import { describe, expect, it } from 'vitest';
import { docContent } from './docs';
import { richTextDoc } from './rich-text';

const withMark = (mark: unknown) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'word', marks: [mark] }] }],
});

describe('text colours and highlights in a doc', () => {
  it('takes the palette names', () => {
    for (const mark of [
      { type: 'textStyle', attrs: { color: 'red' } },
      { type: 'textStyle', attrs: { color: 'gray' } },
      { type: 'highlight', attrs: { color: 'yellow' } },
      { type: 'highlight', attrs: { color: 'blue' } },
      { type: 'highlight' },
    ]) {
      expect(docContent.safeParse(withMark(mark)).success, JSON.stringify(mark)).toBe(true);
    }
  });

  it('refuses other colours, other attributes, and colours outside docs', () => {
    for (const mark of [
      { type: 'textStyle', attrs: { color: '#ff0000' } },
      { type: 'textStyle', attrs: { color: 'rgb(0, 0, 0)' } },
      { type: 'textStyle', attrs: { color: 'red', fontFamily: 'Comic Sans' } },
      { type: 'textStyle' },
      { type: 'highlight', attrs: { color: 'Yellow' } },
      { type: 'highlight', attrs: { color: null } },
      { type: 'background', attrs: { color: 'red' } },
    ]) {
      expect(docContent.safeParse(withMark(mark)).success, JSON.stringify(mark)).toBe(false);
    }
    expect(richTextDoc.safeParse(withMark({ type: 'highlight' })).success).toBe(false);
  });
});
