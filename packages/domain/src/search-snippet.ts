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

/** Each character's normalised form, computed once: texts use few distinct characters. */
const normalizedCharacters = new Map<string, string>();
function normalizedCharacter(character: string): string {
  let folded = normalizedCharacters.get(character);
  if (folded === undefined) {
    folded = normalizeSearchText(character);
    normalizedCharacters.set(character, folded);
  }
  return folded;
}

/**
 * Texts of Latin letters without these normalise one character for one (measured over U+0020 to
 * U+024F and U+1E00 to U+1EFF): ligatures become two letters, lone accents none.
 */
const NOT_ONE_FOR_ONE = /[^\t\n\r\u0020-\u024F\u1E00-\u1EFF]|[\^`¨¯´·¸ÆæŒœǢǣǼǽ]/u;

/**
 * `text` normalised, with, for each of its characters, where it came from in `text` (null when
 * each stayed where it was).
 */
function normalizedWithOrigins(text: string): { normalized: string; origins: number[] | null } {
  if (!NOT_ONE_FOR_ONE.test(text)) return { normalized: normalizeSearchText(text), origins: null };
  let normalized = '';
  const origins: number[] = [];
  let at = 0;
  for (const character of text) {
    const folded = normalizedCharacter(character);
    normalized += folded;
    for (let i = 0; i < folded.length; i++) origins.push(at);
    at += character.length;
  }
  origins.push(text.length);
  return { normalized, origins };
}

/**
 * Where words of `text` begin with one of `words` (case and accents ignored), in order, each
 * range covering the matched letters.
 */
export function matchRanges(text: string, words: string[]): TextRange[] {
  if (words.length === 0) return [];
  const { normalized, origins } = normalizedWithOrigins(text);
  // Longest first, so that 'count countdown' marks the whole 'countdown'.
  const alternatives = [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'));
  const starts = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'gu');
  return [...normalized.matchAll(starts)].map((match): TextRange => {
    const end = match.index + match[0].length;
    // The whole last original character, even when it normalised to several (œ -> oe).
    return origins === null
      ? [match.index, end]
      : [origins[match.index] ?? 0, origins[end] ?? text.length];
  });
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
