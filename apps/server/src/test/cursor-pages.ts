import { expect, it } from 'vitest';
import type { ApiResponse } from './harness';

/** A list made for a test: its ids in the order the list gives them, and a GET of it. */
interface MadeList<Item> {
  ids: number[];
  /** `query` is the query string: `?limit=2`. */
  get: (query?: string) => Promise<ApiResponse<Item[]>>;
  /** The list's address, as its Link names it: `/api/...`. */
  path: string;
}

interface CursorPaging<Item> {
  /** What the list holds, in the tests' names: `thread`. */
  items: string;
  firstIs: 'oldest' | 'newest';
  /** The parameter naming the last id seen. */
  cursor: 'after' | 'before';
  maxPage: number;
  /** A new list of `count` items. */
  make: (count: number) => Promise<MadeList<Item>>;
  /** Limits and cursors the list refuses. */
  refused: { limits: string[]; cursors: string[] };
  /** More to expect of the first page of two. */
  firstPage?: (items: Item[]) => void;
}

const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

/** The tests of a list read page by page, `limit` items after (or before) a cursor id. */
export function itPagesByCursor<Item extends { id: number }>(paging: CursorPaging<Item>): void {
  const { cursor, make } = paging;

  it(`gives the ${paging.firstIs} first, then each next page its Link names, until the last has none`, async () => {
    const { ids, get, path } = await make(5);
    const first = await get('?limit=2');
    expect(idsOf(first.body)).toEqual(ids.slice(0, 2));
    paging.firstPage?.(first.body);
    expect(first.headers.get('link')).toBe(`<${path}?limit=2&${cursor}=${ids[1]}>; rel="next"`);
    const second = await get(`?limit=2&${cursor}=${ids[1]}`);
    expect(idsOf(second.body)).toEqual(ids.slice(2, 4));
    const last = await get(`?limit=2&${cursor}=${ids[3]}`);
    expect(idsOf(last.body)).toEqual(ids.slice(4));
    expect(last.headers.get('link')).toBeNull();
  });

  it(`answers without parameters as before: every ${paging.items}, no Link`, async () => {
    const { ids, get } = await make(3);
    const all = await get();
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual(ids);
    expect(all.headers.get('link')).toBeNull();
  });

  it('refuses bad limits and cursors with 422 naming them', async () => {
    const { get } = await make(1);
    const limitMessage = `Expected a whole number from 1 to ${paging.maxPage}`;
    const cases = [
      ...paging.refused.limits.map((limit) => [`limit=${limit}`, 'limit', limitMessage] as const),
      ...paging.refused.cursors.map((id) => [`${cursor}=${id}`, cursor, 'Invalid id'] as const),
    ];
    for (const [query, key, msg] of cases) {
      const answer = await get(`?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body, query).toEqual({
        detail: [expect.objectContaining({ loc: ['querystring', key], msg })],
      });
    }
  });
}
