import type { HighlightRange } from './search-results';

/** A run of text, highlighted or not. */
export interface HighlightPiece {
  text: string;
  highlighted: boolean;
}

/**
 * `text` cut at the [start, end) ranges the server matched, for rendering the highlighted runs as
 * <mark> elements (never as HTML). Ranges out of order, overlapping or out of bounds are put
 * right: clamped to the text, sorted and merged.
 */
export function highlightPieces(
  text: string,
  ranges: readonly HighlightRange[] = [],
): HighlightPiece[] {
  const clamp = (offset: number) => Math.min(Math.max(offset, 0), text.length);
  const sorted = ranges
    .map(([start, end]) => [clamp(start), clamp(end)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const pieces: HighlightPiece[] = [];
  let position = 0;
  for (const [start, end] of sorted) {
    if (end <= position) continue;
    const from = Math.max(start, position);
    if (from > position) pieces.push({ text: text.slice(position, from), highlighted: false });
    const last = pieces.at(-1);
    // A range touching or overlapping the previous one extends it.
    if (last?.highlighted && from === position) last.text += text.slice(from, end);
    else pieces.push({ text: text.slice(from, end), highlighted: true });
    position = end;
  }
  if (position < text.length) pieces.push({ text: text.slice(position), highlighted: false });
  return pieces;
}
