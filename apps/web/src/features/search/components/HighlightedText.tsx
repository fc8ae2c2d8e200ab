import { Mark } from '@mantine/core';
import { highlightPieces } from '../highlight-pieces';
import type { HighlightRange } from '../search-results';

/** Text with the server's matched ranges in <mark>, built as elements (never as HTML). */
export function HighlightedText({
  text,
  highlights,
}: {
  text: string;
  highlights?: readonly HighlightRange[];
}) {
  if (!highlights?.length) return text;
  return highlightPieces(text, highlights).map((piece, index) =>
    piece.highlighted ? (
      <Mark key={index} color="yellow">
        {piece.text}
      </Mark>
    ) : (
      piece.text
    ),
  );
}
