import { normalizeSearchText } from '@hangar/domain/search';
import { matchRanges } from '@hangar/domain/search-snippet';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** A span of the editor's document, in ProseMirror positions. */
export interface DocRange {
  from: number;
  to: number;
}

/**
 * A text block's text, position for position: each inline node other than text (a line break)
 * stands for as many spaces as it is long, so an offset in it, plus where the block's content
 * starts, is a position of the document.
 */
function blockText(block: ProseMirrorNode): string {
  let text = '';
  block.forEach((child) => {
    text += child.isText ? (child.text ?? '') : ' '.repeat(child.nodeSize);
  });
  return text;
}

/**
 * Where `word` first appears in the document at the start of a word, case and accents ignored
 * as search ignores them (`matchRanges`); null when it does not.
 */
export function firstMatchOf(doc: ProseMirrorNode, word: string): DocRange | null {
  const wanted = normalizeSearchText(word).trim();
  if (!wanted) return null;
  let found: DocRange | null = null;
  doc.descendants((node, position) => {
    if (found) return false;
    if (!node.isTextblock) return true;
    const range = matchRanges(blockText(node), [wanted])[0];
    if (range) found = { from: position + 1 + range[0], to: position + 1 + range[1] };
    return false;
  });
  return found;
}
