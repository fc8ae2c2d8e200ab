import type { DocContentNode } from '@hangar/contracts';
import { DEFAULT_CALLOUT_EMOJI, type CalloutKind } from '@hangar/editor/blocks/callout-kinds';
import type Token from 'markdown-it/lib/token.mjs';
import { inline, textBlocks, type Context } from './markdown-inline';

/**
 * The import of the structural blocks (markdown-import.ts calls it): callouts (GitHub alerts),
 * toggles (`<details>`), columns (HTML comments around their blocks), the table of contents
 * (`[TOC]`) and the subpages list (`[SUBPAGES]`), as the export writes them (export.ts). Raw
 * HTML is text to markdown-it here, so each marker is a paragraph whose source is exactly it.
 */

type Node = DocContentNode;

export interface StructureReader {
  tokens: Token[];
  at: number;
  context: Context;
}

/** How the caller reads one block, and the inline tokens of a text. */
export interface BlockParsing<Reader extends StructureReader> {
  block: (reader: Reader, depth: number) => Node[];
  parseInline: (text: string) => Token[];
}

export const CALLOUT_MARKERS: Record<CalloutKind, string> = {
  info: 'NOTE',
  success: 'TIP',
  warning: 'WARNING',
  danger: 'CAUTION',
};

const MARKER_KINDS: Record<string, CalloutKind> = {
  NOTE: 'info',
  IMPORTANT: 'info',
  TIP: 'success',
  WARNING: 'warning',
  CAUTION: 'danger',
};

const TOGGLE_OPEN = /^<details><summary>(.*)<\/summary>$/;
export const TOGGLE_CLOSE = '</details>';
export const COLUMNS_OPEN = '<!-- columns -->';
export const COLUMN_START = '<!-- column -->';
export const COLUMNS_CLOSE = '<!-- /columns -->';
export const TOC_MARKER = '[TOC]';
export const SUBPAGES_MARKER = '[SUBPAGES]';

const CALLOUT_LINE = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*([^\n]*)(?:\n|$)/i;
/** An emoji after the marker: pictographs and their joiners, a few at most, one pictograph at least. */
export const EMOJI =
  /^(?=.*\p{Extended_Pictographic})(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f|\u20e3){1,16}$/u;

/** The source of the paragraph starting at `at` (its inline token's), or null. */
function paragraphSource(reader: StructureReader, at = reader.at): string | null {
  const [open, words] = [reader.tokens[at], reader.tokens[at + 1]];
  return open?.type === 'paragraph_open' && words?.type === 'inline' ? words.content : null;
}

function isMarker(reader: StructureReader, marker: string): boolean {
  return paragraphSource(reader) === marker;
}

const skipParagraph = (reader: StructureReader) => {
  reader.at += 3;
};

/** Blocks until a paragraph that is exactly `close` (consumed), or the end. */
function blocksUntilMarker<Reader extends StructureReader>(
  reader: Reader,
  close: string,
  depth: number,
  parsing: BlockParsing<Reader>,
  split?: string,
): Node[][] {
  const groups: Node[][] = [[]];
  let started = false;
  while (reader.at < reader.tokens.length) {
    if (isMarker(reader, close)) {
      skipParagraph(reader);
      break;
    }
    if (split !== undefined && isMarker(reader, split)) {
      skipParagraph(reader);
      // The first column's marker starts the blocks already begun (none, as the export writes).
      if (started || (groups[0]?.length ?? 0) > 0) groups.push([]);
      started = true;
      continue;
    }
    groups.at(-1)?.push(...parsing.block(reader, depth));
  }
  return groups;
}

const orEmptyParagraph = (blocks: Node[]): Node[] =>
  blocks.length ? blocks : [{ type: 'paragraph' }];

function toggle<Reader extends StructureReader>(
  reader: Reader,
  summary: string,
  depth: number,
  parsing: BlockParsing<Reader>,
): Node {
  skipParagraph(reader);
  const runs = inline(parsing.parseInline(summary), reader.context).filter(
    (node) => node.type === 'text',
  );
  const title = textBlocks('paragraph', undefined, runs)[0]?.content;
  const [content = []] = blocksUntilMarker(reader, TOGGLE_CLOSE, depth + 2, parsing);
  return {
    type: 'details',
    content: [
      { type: 'detailsSummary', ...(title ? { content: title } : {}) },
      { type: 'detailsContent', content: orEmptyParagraph(content) },
    ],
  };
}

function columns<Reader extends StructureReader>(
  reader: Reader,
  depth: number,
  parsing: BlockParsing<Reader>,
): Node {
  skipParagraph(reader);
  const groups = blocksUntilMarker(reader, COLUMNS_CLOSE, depth + 2, parsing, COLUMN_START);
  // 2 or 3 columns: missing ones are empty, the blocks of extra ones join the third.
  const kept = groups.length <= 3 ? groups : [...groups.slice(0, 2), groups.slice(2).flat()];
  while (kept.length < 2) kept.push([]);
  return {
    type: 'columns',
    content: kept.map((blocks) => ({ type: 'column', content: orEmptyParagraph(blocks) })),
  };
}

/** A block the structural markers start at `reader.at` (a paragraph), or null for none. */
export function structuralBlock<Reader extends StructureReader>(
  reader: Reader,
  depth: number,
  parsing: BlockParsing<Reader>,
): Node | null {
  const source = paragraphSource(reader);
  if (source === null) return null;
  if (source === TOC_MARKER || source === SUBPAGES_MARKER) {
    skipParagraph(reader);
    return { type: source === TOC_MARKER ? 'tableOfContents' : 'subpages' };
  }
  if (source === COLUMNS_OPEN) return columns(reader, depth, parsing);
  const summary = TOGGLE_OPEN.exec(source)?.[1];
  return summary === undefined ? null : toggle(reader, summary, depth, parsing);
}

/**
 * A quote that starts with a GitHub alert's marker (`[!NOTE]`, an optional emoji after it) as a
 * callout, `reader.at` being right after its `blockquote_open`; null (nothing read) for a quote.
 */
export function calloutBlock<Reader extends StructureReader>(
  reader: Reader,
  depth: number,
  parsing: BlockParsing<Reader> & {
    blocksUntil: (reader: Reader, close: string, depth: number) => Node[];
  },
): Node | null {
  const source = paragraphSource(reader);
  const marker = source === null ? null : CALLOUT_LINE.exec(source);
  if (!source || !marker) return null;
  const emoji = marker[2]?.trim() ?? '';
  if (emoji !== '' && !EMOJI.test(emoji)) return null;
  const kind = MARKER_KINDS[marker[1]?.toUpperCase() ?? ''] ?? 'info';
  const rest = source.slice(marker[0].length);
  skipParagraph(reader);
  const first = rest.trim()
    ? textBlocks('paragraph', undefined, inline(parsing.parseInline(rest), reader.context))
    : [];
  const content = [...first, ...parsing.blocksUntil(reader, 'blockquote_close', depth + 1)];
  return {
    type: 'callout',
    attrs: { kind, emoji: emoji && emoji !== DEFAULT_CALLOUT_EMOJI[kind] ? emoji : null },
    content: orEmptyParagraph(content),
  };
}
