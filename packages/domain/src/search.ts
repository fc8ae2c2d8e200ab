/**
 * Client-side search of the search modal (SPEC.md section 2 "Search modal"): titles only, as the
 * user types; the words of doc bodies and log descriptions are the server's (GET /search/full-text).
 */

/** Lowercase, without accents or ligatures: 'Évènement' matches 'evenement', 'Cœur' 'coeur'. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/** The prompt asks for three letters, but searching starts from one. */
export const SEARCH_PROMPT_MIN_LETTERS = 3;

export interface Searchable {
  title: string;
}

export interface SearchIndex<Item extends Searchable> {
  items: Item[];
  /** The normalised text each item matches on, computed once. */
  keys: string[];
}

export function buildSearchIndex<Item extends Searchable>(items: Item[]): SearchIndex<Item> {
  return {
    items,
    keys: items.map((item) => normalizeSearchText(item.title)),
  };
}

/**
 * The items whose text holds every word of the query, in their order; an empty query matches
 * nothing (the modal then shows its initial state).
 */
export function searchItems<Item extends Searchable>(
  index: SearchIndex<Item>,
  query: string,
  limit = Number.POSITIVE_INFINITY,
): Item[] {
  const words = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: Item[] = [];
  for (let position = 0; position < index.items.length && found.length < limit; position++) {
    const key = index.keys[position] ?? '';
    if (words.every((word) => key.includes(word))) {
      const item = index.items[position];
      if (item) found.push(item);
    }
  }
  return found;
}
