import type { DocContentNode } from '@hangar/contracts';

type Node = DocContentNode;
type Mark = NonNullable<Node['marks']>[number];

const text = (value: string, ...marks: Mark[]): Node =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const paragraph = (...content: Node[]): Node => ({ type: 'paragraph', content });
const item = (...content: Node[]): Node => ({ type: 'listItem', content });
const task = (checked: boolean, ...content: Node[]): Node => ({
  type: 'taskItem',
  attrs: { checked },
  content,
});
const cell = (type: 'tableHeader' | 'tableCell', ...content: Node[]): Node => ({
  type,
  content: [paragraph(...content)],
});
const link = (href: string): Mark => ({ type: 'link', attrs: { href } });
const bold: Mark = { type: 'bold' };

/** An image stored by the app (its name has the form of an upload's). */
const SAMPLE_MEDIA = '/media/0123456789abcdef0123456789abcdef.png';

/**
 * A doc with every node and mark the Markdown export writes, in the places where Markdown makes
 * them hard to read back: nested lists of each kind, blocks inside quotes and list items, text
 * that looks like Markdown syntax, empty paragraphs. Underline (not in Markdown) and mentions
 * (exported as their text) are left out: they do not come back.
 */
export const EVERY_NODE_AND_MARK: Node = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [text('Overview')] },
    { type: 'heading', attrs: { level: 2 }, content: [text('Plan '), text('now', bold)] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Details')] },
    paragraph(
      text('Plain, '),
      text('bold', bold),
      text(', '),
      text('italic', { type: 'italic' }),
      text(', '),
      text('struck', { type: 'strike' }),
      text(', '),
      text('both', bold, { type: 'italic' }),
      text(', '),
      text('a `tick`', { type: 'code' }),
      text(', '),
      text('the spec', link('https://example.com/spec?q=1&lang=en#top')),
      text(' and '),
      text('a bold link', link('/workspace/1/project/2/logs/3'), bold),
      text(' and *stars* _under_ [brackets] <b>tags</b> & #hash | pipe ~tilde~ \\ slash'),
    ),
    paragraph(text('line one'), { type: 'hardBreak' }, text('line two')),
    paragraph(
      text('- not a list'),
      { type: 'hardBreak' },
      text('1. not numbered'),
      { type: 'hardBreak' },
      text('---'),
      { type: 'hardBreak' },
      text('+ nor this'),
    ),
    { type: 'paragraph' },
    paragraph(text('After an empty paragraph, mail '), text('me', link('mailto:team@example.com'))),
    {
      type: 'bulletList',
      content: [
        item(paragraph(text('one')), {
          type: 'bulletList',
          content: [item(paragraph(text('one, nested')))],
        }),
        item(paragraph(text('two')), paragraph(text('a second paragraph of two'))),
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 1 },
      content: [
        item(paragraph(text('first')), {
          type: 'orderedList',
          attrs: { start: 1 },
          content: [item(paragraph(text('first, nested')))],
        }),
        item(paragraph(text('second')), {
          type: 'codeBlock',
          attrs: { language: null },
          content: [text('code in a list')],
        }),
      ],
    },
    {
      type: 'taskList',
      content: [
        task(true, paragraph(text('done'))),
        task(false, paragraph(text('to do')), {
          type: 'taskList',
          content: [task(false, paragraph(text('a step')))],
        }),
      ],
    },
    {
      type: 'blockquote',
      content: [
        paragraph(text('quoted'), { type: 'hardBreak' }, text('on two lines')),
        { type: 'bulletList', content: [item(paragraph(text('a list in a quote')))] },
        { type: 'codeBlock', attrs: { language: null }, content: [text('code\n\nin a quote')] },
      ],
    },
    {
      type: 'codeBlock',
      attrs: { language: null },
      content: [text('const a = 1;\n\n  console.log(`a`); // <b>\n```')],
    },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: SAMPLE_MEDIA, alt: 'A chart', title: null } },
    { type: 'image', attrs: { src: 'https://example.com/photo.jpg', alt: null, title: null } },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [cell('tableHeader', text('Name')), cell('tableHeader', text('Value'))],
        },
        {
          type: 'tableRow',
          content: [cell('tableCell', text('a | b')), cell('tableCell', text('1', bold))],
        },
        {
          type: 'tableRow',
          content: [
            cell('tableCell', text('c', { type: 'code' })),
            { type: 'tableCell', content: [{ type: 'paragraph' }] },
          ],
        },
      ],
    },
    paragraph(text('The end.')),
    { type: 'paragraph' },
  ],
};
