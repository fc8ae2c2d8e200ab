import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { DocRange } from '../first-match';

/** Stands for an inline node other than text (a mention, a line break): no query matches it. */
const NOT_TEXT = '\uFFFC';

/** A text block's text, position for position (each other inline node as long as it is). */
function blockText(block: ProseMirrorNode): string {
  let text = '';
  block.forEach((child) => {
    text += child.isText ? (child.text ?? '') : NOT_TEXT.repeat(child.nodeSize);
  });
  return text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every place `query` appears in the document's text, in order: in paragraphs, headings, table
 * cells, code blocks, callouts and any other text block; case ignored unless `matchCase`. A
 * match never spans two blocks nor an inline node that is not text.
 */
export function findMatches(doc: ProseMirrorNode, query: string, matchCase: boolean): DocRange[] {
  if (!query) return [];
  const pattern = new RegExp(escapeRegExp(query), matchCase ? 'g' : 'gi');
  const matches: DocRange[] = [];
  doc.descendants((node, position) => {
    if (!node.isTextblock) return true;
    const start = position + 1;
    for (const found of blockText(node).matchAll(pattern)) {
      matches.push({ from: start + found.index, to: start + found.index + found[0].length });
    }
    return false;
  });
  return matches;
}

/** The index of the first match at or after `position`, wrapping to the first; -1 when none. */
export function matchAtOrAfter(matches: DocRange[], position: number): number {
  if (matches.length === 0) return -1;
  const index = matches.findIndex((match) => match.from >= position);
  return index === -1 ? 0 : index;
}
