import { describe, expect, it } from 'vitest';
import { matchRanges, searchWordsOf, snippetOf } from './search-snippet';

const marked = (snippet: { text: string; highlights: [number, number][] } | null) =>
  snippet
    ? snippet.highlights.reduceRight(
        (text, [from, to]) => `${text.slice(0, from)}[${text.slice(from, to)}]${text.slice(to)}`,
        snippet.text,
      )
    : null;

describe('search words and snippets', () => {
  it('splits a query into normalised words', () => {
    expect(searchWordsOf('  Évènement, e-mail!  Cœur ')).toEqual([
      'evenement',
      'e',
      'mail',
      'coeur',
    ]);
  });

  it('finds words that begin with a query word, ignoring case and accents', () => {
    const text = 'Le Café ouvre; the countdown counts down.';
    expect(matchRanges(text, ['cafe', 'count'])).toEqual([
      [3, 7],
      [19, 24],
      [29, 34],
    ]);
    // Inside a word is not the start of a word.
    expect(matchRanges('encounter', ['count'])).toEqual([]);
  });

  it('covers a ligature whole when the query spells it out', () => {
    expect(matchRanges('Le cœur', ['coeur'])).toEqual([[3, 7]]);
  });

  it('finds words of other scripts and of decomposed accents where they stand', () => {
    expect(matchRanges('Привет, мир', ['мир'])).toEqual([[8, 11]]);
    expect(matchRanges('un e\u0301te\u0301 chaud', ['ete', 'chaud'])).toEqual([
      [3, 8],
      [9, 14],
    ]);
  });

  it('cuts a passage around the first match at spaces, marked where it was cut', () => {
    const before = 'word '.repeat(40);
    const after = ' more'.repeat(60);
    const snippet = snippetOf(`${before}the launch countdown\nstarts${after}`, ['countdown']);
    expect(snippet?.text.startsWith('…word')).toBe(true);
    expect(snippet?.text.endsWith('…')).toBe(true);
    expect(snippet?.text).toContain('countdown starts');
    expect(marked(snippet)).toContain('[countdown]');
    expect(snippet?.text.length).toBeLessThanOrEqual(182);
  });

  it('shows a short text whole, and nothing when no word matches', () => {
    expect(marked(snippetOf('Launch checklist', ['launch']))).toBe('[Launch] checklist');
    expect(snippetOf('Launch checklist', ['budget'])).toBeNull();
  });
});
