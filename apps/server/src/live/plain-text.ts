import * as Y from 'yjs';

/** The field TipTap's Collaboration extension keeps the document in. */
export const EDITOR_FIELD = 'default';

/** Elements after which the text breaks a line (paragraphs, headings, list items, ...). */
const INLINE = new Set(['text', 'hardBreak', 'mention']);

function textOf(node: Y.XmlElement | Y.XmlText | Y.XmlHook): string {
  if (node instanceof Y.XmlText)
    return node
      .toDelta()
      .map((op: { insert?: unknown }) => (typeof op.insert === 'string' ? op.insert : ''))
      .join('');
  if (node instanceof Y.XmlElement) {
    const inner = node.toArray().map(textOf).join('');
    return INLINE.has(node.nodeName) ? inner : `${inner}\n`;
  }
  return '';
}

/** The doc's words without formatting, one block a line: what search reads. */
export function plainText(ydoc: Y.Doc): string {
  return ydoc
    .getXmlFragment(EDITOR_FIELD)
    .toArray()
    .map(textOf)
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
