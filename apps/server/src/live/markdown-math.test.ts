import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from './export-safety';
import { markdownToDoc, parseMarkdown } from './markdown-import';
import { markdownBlockMath, markdownInlineMath } from './markdown-math';

const imported = (markdown: string) =>
  markdownToDoc(parseMarkdown(markdown), (url) => url)?.content ?? [];

describe('math in Markdown', () => {
  it('escapes the dollars of text, which then read back as text', () => {
    expect(escapeMarkdown('$5 and $6')).toBe('\\$5 and \\$6');
    expect(imported(escapeMarkdown('costs $5 and $x$ too'))).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'costs $5 and $x$ too' }] },
    ]);
  });

  it('leaves unescaped prices as text: no space inside, no digit after the closing dollar', () => {
    expect(imported('It costs $5 and $6.')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'It costs $5 and $6.' }] },
    ]);
    expect(imported('From $ 5 to $ 6')[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'From $ 5 to $ 6' }],
    });
  });

  it('reads inline and block formulas as the export writes them', () => {
    const markdown = `Energy ${markdownInlineMath('E = mc^2')} here\n\n${markdownBlockMath('a \\$ b\n\\frac{1}{2}')}`;
    expect(imported(markdown)).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Energy ' },
          { type: 'inlineMath', attrs: { latex: 'E = mc^2' } },
          { type: 'text', text: ' here' },
        ],
      },
      { type: 'blockMath', attrs: { latex: 'a \\$ b\n\\frac{1}{2}' } },
    ]);
  });

  it('keeps formulas out of code', () => {
    expect(imported('`$x$`')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: '$x$', marks: [{ type: 'code' }] }] },
    ]);
  });
});
