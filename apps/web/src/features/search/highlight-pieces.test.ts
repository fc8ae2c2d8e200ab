import { describe, expect, it } from 'vitest';
import { highlightPieces } from './highlight-pieces';

const shown = (text: string, ranges: [number, number][]) =>
  highlightPieces(text, ranges)
    .map((piece) => (piece.highlighted ? `[${piece.text}]` : piece.text))
    .join('');

describe('highlight pieces', () => {
  it('marks the ranges the server matched, the rest as is', () => {
    expect(shown('Hold the countdown at T-10', [[9, 18]])).toBe('Hold the [countdown] at T-10');
    expect(shown('Countdown', [[0, 9]])).toBe('[Countdown]');
    expect(shown('No match', [])).toBe('No match');
  });

  it('puts right ranges out of order, overlapping, touching or out of bounds', () => {
    expect(
      shown('fuel and crew', [
        [9, 13],
        [0, 2],
        [1, 4],
      ]),
    ).toBe('[fuel] and [crew]');
    expect(
      shown('abcdef', [
        [0, 2],
        [2, 4],
      ]),
    ).toBe('[abcd]ef');
    expect(
      shown('abc', [
        [-3, 1],
        [2, 99],
        [2, 2],
      ]),
    ).toBe('[a]b[c]');
  });
});
