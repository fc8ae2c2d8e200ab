/** The first row a query answers, or null when it answers none. */
export async function firstRow<Row>(rows: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await rows;
  return row ?? null;
}

/** The row a write returned; `missing` explains the failure when it returned none. */
export async function writtenRow<Row>(rows: PromiseLike<Row[]>, missing: string): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error(missing);
  return row;
}

/**
 * A page of at most `limit` rows (every row without a limit) and whether more follow it: `read`
 * is asked for one row more than the page holds, which tells.
 */
export async function readPage<Row>(
  limit: number | undefined,
  read: (limit: number | undefined) => Promise<Row[]>,
): Promise<{ rows: Row[]; more: boolean }> {
  const rows = await read(limit === undefined ? undefined : limit + 1);
  const more = limit !== undefined && rows.length > limit;
  return { rows: more ? rows.slice(0, limit) : rows, more };
}
