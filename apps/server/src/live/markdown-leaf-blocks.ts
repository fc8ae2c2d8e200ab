import type { DocContentNode } from '@hangar/contracts';
import { embedFrame } from '@hangar/domain';
import type Token from 'markdown-it/lib/token.mjs';
import { inline, textBlocks, textNodes } from './markdown-inline';
import type { StructureReader } from './markdown-structure';

/** The import's blocks that hold no other blocks: tables, code and embeds (markdown-import.ts). */

type Node = DocContentNode;

const ALIGNMENTS = new Set(['left', 'center', 'right']);

/** A GFM table, its cells' text as paragraphs and their alignment kept. */
export function tableBlock(reader: StructureReader): Node {
  const rows: Node[] = [];
  let cells: Node[] = [];
  while (reader.at < reader.tokens.length) {
    const token = reader.tokens[reader.at++]!;
    if (token.type === 'table_close') break;
    if (token.type === 'tr_close') {
      rows.push({ type: 'tableRow', content: cells });
      cells = [];
    }
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const align = /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1];
    const words = reader.tokens[reader.at]?.type === 'inline' ? reader.tokens[reader.at++]! : null;
    const content = textBlocks(
      'paragraph',
      undefined,
      inline(words?.children ?? [], reader.context),
    );
    cells.push({
      type: token.type === 'th_open' ? 'tableHeader' : 'tableCell',
      ...(align && ALIGNMENTS.has(align) ? { attrs: { align } } : {}),
      content: content.length ? content : [{ type: 'paragraph' }],
    });
  }
  return { type: 'table', content: rows };
}

export const CODE_LANGUAGE = /^[\w#+.-]{1,50}$/;

export function codeBlock(content: string, language: string | null): Node {
  const text = textNodes(content.replace(/\n$/, ''), []);
  return { type: 'codeBlock', attrs: { language }, ...(text.length ? { content: text } : {}) };
}

/**
 * An embed as the export writes it: a paragraph holding only a link whose text is `embed`, to a
 * site Hangar embeds (another link stays a link).
 */
export function embedOf(words: Token): Node | null {
  const [open, text, close, ...rest] = words.children ?? [];
  if (rest.length > 0 || open?.type !== 'link_open' || close?.type !== 'link_close') return null;
  if (text?.type !== 'text' || text.content !== 'embed') return null;
  const url = open.attrGet('href') ?? '';
  const frame = embedFrame(url);
  return frame ? { type: 'embed', attrs: { url, provider: frame.provider } } : null;
}
