import { mentionedUserId } from '@hangar/contracts/rich-text';
import { EDITOR_FIELD } from '@hangar/editor/fields';
import * as Y from 'yjs';

export { EDITOR_FIELD };

/** Elements after which the text breaks a line (paragraphs, headings, list items, ...). */
const INLINE = new Set(['text', 'hardBreak', 'mention', 'inlineMath', 'pageLink']);

/** The words of a block that holds them in attributes: a formula's LaTeX, an embed's link. */
const ATTRIBUTE_TEXT: Record<string, string> = {
  inlineMath: 'latex',
  blockMath: 'latex',
  embed: 'url',
};

function textOf(node: Y.XmlElement | Y.XmlText | Y.XmlHook): string {
  if (node instanceof Y.XmlText)
    return node
      .toDelta()
      .map((op: { insert?: unknown }) => (typeof op.insert === 'string' ? op.insert : ''))
      .join('');
  if (node instanceof Y.XmlElement) {
    if (node.nodeName === 'mention') return `@${node.getAttribute('label') ?? ''}`;
    // An attached file is found by its name.
    if (node.nodeName === 'attachment') return `${String(node.getAttribute('name') ?? '')}\n`;
    // A page link's title when it was made: search finds the link by the words it showed.
    if (node.nodeName === 'pageLink') return String(node.getAttribute('title') ?? '');
    const attribute = ATTRIBUTE_TEXT[node.nodeName];
    if (attribute) {
      const words = String(node.getAttribute(attribute) ?? '');
      return INLINE.has(node.nodeName) ? words : `${words}\n`;
    }
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

/** The people a live doc mentions, each with the words of the first block naming them. */
export function docMentions(ydoc: Y.Doc): Map<number, string> {
  const found = new Map<number, string>();
  const visit = (node: Y.XmlElement | Y.XmlText | Y.XmlHook, block: Y.XmlElement | null) => {
    if (!(node instanceof Y.XmlElement)) return;
    if (node.nodeName === 'mention') {
      const userId = mentionedUserId(node.getAttribute('id'));
      if (userId !== null && block && !found.has(userId)) found.set(userId, textOf(block).trim());
      return;
    }
    for (const child of node.toArray()) visit(child, INLINE.has(node.nodeName) ? block : node);
  };
  for (const node of ydoc.getXmlFragment(EDITOR_FIELD).toArray()) visit(node, null);
  return found;
}
