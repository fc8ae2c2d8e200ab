import { normalizeSearchText } from './search';

/** [start, end) offsets in a text. */
export type TextRange = [number, number];

/** How many characters a snippet shows around its first match, at most. */
export const SNIPPET_LENGTH = 180;
const SNIPPET_LEAD = 50;

/** The words of a query as the server matches them: normalised, split on anything not a letter or digit. */
export function searchWordsOf(query: string): string[] {
  return normalizeSearchText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** `text` normalised, with, for each of its characters, where it came from in `text`. */
function normalizedWithOrigins(text: string): { normalized: string; origins: number[] } {
  let normalized = '';
  const origins: number[] = [];
  let at = 0;
  for (const character of text) {
    const folded = normalizeSearchText(character);
    normalized += folded;
    for (let i = 0; i < folded.length; i++) origins.push(at);
    at += character.length;
  }
  origins.push(text.length);
  return { normalized, origins };
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/**
 * Where words of `text` begin with one of `words` (case and accents ignored), in order, each
 * range covering the matched letters.
 */
export function matchRanges(text: string, words: string[]): TextRange[] {
  if (words.length === 0) return [];
  const { normalized, origins } = normalizedWithOrigins(text);
  const ranges: TextRange[] = [];
  for (let at = 0; at < normalized.length; at++) {
    if (isWordCharacter(normalized[at - 1]) || !isWordCharacter(normalized[at])) continue;
    const longest = words
      .filter((word) => normalized.startsWith(word, at))
      .reduce((best, word) => Math.max(best, word.length), 0);
    if (longest === 0) continue;
    const end = at + longest;
    // The whole last original character, even when it normalised to several (œ -> oe).
    const originalEnd = origins[end] ?? text.length;
    ranges.push([origins[at] ?? 0, originalEnd]);
    at = end - 1;
  }
  return ranges;
}

/**
 * A passage of `text` around its first match, cut at spaces, with '…' where it was cut and line
 * breaks shown as spaces; null when no word matches.
 */
export function snippetOf(
  text: string,
  words: string[],
): { text: string; highlights: TextRange[] } | null {
  const ranges = matchRanges(text, words);
  const first = ranges[0];
  if (!first) return null;
  let start = Math.max(0, first[0] - SNIPPET_LEAD);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first[0] ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > first[1] ? space : Math.max(end, first[1]);
  }
  const prefix = start > 0 ? '…' : '';
  const passage = text.slice(start, end).replace(/[\r\n\t]/g, ' ');
  return {
    text: `${prefix}${passage}${end < text.length ? '…' : ''}`,
    highlights: ranges
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]): TextRange => [from - start + prefix.length, to - start + prefix.length]),
  };
}
