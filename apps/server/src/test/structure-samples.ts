import type { DocContentNode as Node } from '@hangar/contracts';

const text = (words: string): Node => ({ type: 'text', text: words });
const paragraph = (words?: string): Node =>
  words ? { type: 'paragraph', content: [text(words)] } : { type: 'paragraph' };
const bullets = (...items: string[]): Node => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
});

/**
 * A doc with every structural block (callouts of each kind, with their kind's emoji or their own,
 * toggles, columns, the table of contents, the subpages list), nested in each other and holding
 * the blocks Markdown nests badly (lists, code, quotes), as their export and import must keep them.
 */
export const EVERY_STRUCTURAL_BLOCK: Node = {
  type: 'doc',
  content: [
    { type: 'tableOfContents' },
    { type: 'heading', attrs: { level: 2 }, content: [text('Overview')] },
    {
      type: 'callout',
      attrs: { kind: 'info', emoji: null },
      content: [paragraph('Heads up: the calloutword launch moves.'), bullets('One', 'Two')],
    },
    {
      type: 'callout',
      attrs: { kind: 'success', emoji: null },
      content: [bullets('Shipped first'), paragraph('Then this')],
    },
    {
      type: 'callout',
      attrs: { kind: 'warning', emoji: '🔥' },
      content: [
        {
          type: 'paragraph',
          content: [
            text('Hot '),
            { type: 'text', text: 'path', marks: [{ type: 'bold' }] },
            text(' ahead [!NOTE] <details>'),
          ],
        },
      ],
    },
    { type: 'callout', attrs: { kind: 'danger', emoji: null }, content: [paragraph()] },
    {
      type: 'details',
      content: [
        {
          type: 'detailsSummary',
          content: [text('More '), { type: 'text', text: 'about', marks: [{ type: 'italic' }] }],
        },
        {
          type: 'detailsContent',
          content: [
            paragraph('Hidden toggleword text'),
            { type: 'codeBlock', content: [text('const a = 1;')] },
            {
              type: 'details',
              content: [
                { type: 'detailsSummary', content: [text('Nested')] },
                { type: 'detailsContent', content: [paragraph('Deeper')] },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'details',
      content: [{ type: 'detailsSummary' }, { type: 'detailsContent', content: [paragraph()] }],
    },
    {
      type: 'columns',
      content: [
        { type: 'column', content: [paragraph('Left'), bullets('A', 'B')] },
        {
          type: 'column',
          content: [
            {
              type: 'callout',
              attrs: { kind: 'info', emoji: '💡' },
              content: [paragraph('In a column')],
            },
          ],
        },
      ],
    },
    {
      type: 'columns',
      content: [
        { type: 'column', content: [paragraph()] },
        { type: 'column', content: [paragraph('Middle')] },
        {
          type: 'column',
          content: [{ type: 'blockquote', content: [paragraph('Quoted [TOC]')] }],
        },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            paragraph('Item with a toggle'),
            {
              type: 'details',
              content: [
                { type: 'detailsSummary', content: [text('Inside a list')] },
                { type: 'detailsContent', content: [paragraph('Listed')] },
              ],
            },
          ],
        },
      ],
    },
    paragraph('[TOC] and [SUBPAGES] as words'),
    { type: 'subpages' },
  ],
};
