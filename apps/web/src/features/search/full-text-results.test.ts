import type { FullTextSearchResult } from '@hangar/contracts/search';
import { describe, expect, it } from 'vitest';
import { firstHighlightedWord, fullTextResultOf } from './full-text-results';

const DOC: FullTextSearchResult = {
  kind: 'doc',
  id: 9,
  project_id: 31,
  title: 'Flight rules',
  emoji: null,
  is_archived: false,
  location: ['Flight', '', 'Apollo'],
  snippet: { text: 'Hold the Countdown at T-10 if the wind rises', highlights: [[9, 18]] },
  title_highlights: [],
  updated_at: '2030-01-01T00:00:00.000Z',
  url: null,
};

const targetOf = (result: FullTextSearchResult) => fullTextResultOf(result, 7).target;

describe('fullTextResultOf', () => {
  it('opens a doc whose body matched at its first highlighted word', () => {
    expect(targetOf(DOC)).toEqual({
      external: false,
      to: '/workspace/7/project/31/doc/9?find=Countdown',
    });
    const accented = { text: 'la fusée décolle', highlights: [[3, 8]] as [number, number][] };
    expect(targetOf({ ...DOC, snippet: accented })).toEqual({
      external: false,
      to: '/workspace/7/project/31/doc/9?find=fus%C3%A9e',
    });
  });

  it('keeps the plain address of a title-only match and of a log', () => {
    expect(targetOf({ ...DOC, snippet: null, title_highlights: [[0, 6]] })).toEqual({
      external: false,
      to: '/workspace/7/project/31/doc/9',
    });
    expect(targetOf({ ...DOC, kind: 'log' })).toEqual({
      external: false,
      to: '/workspace/7/project/31/logs/9',
    });
    expect(targetOf({ ...DOC, snippet: { text: 'nothing marked', highlights: [] } })).toEqual({
      external: false,
      to: '/workspace/7/project/31/doc/9',
    });
  });

  it('keeps the key, the location and the snippet', () => {
    expect(fullTextResultOf(DOC, 7)).toMatchObject({
      key: 'doc-9',
      kind: 'doc',
      location: ['Flight', 'Apollo'],
      snippet: DOC.snippet,
    });
  });
});

describe('firstHighlightedWord', () => {
  it('slices the snippet by its first highlight', () => {
    expect(
      firstHighlightedWord({
        text: '…the countdown, then the count',
        highlights: [
          [5, 14],
          [25, 30],
        ],
      }),
    ).toBe('countdown');
    expect(firstHighlightedWord({ text: 'no match', highlights: [] })).toBe('');
  });
});
