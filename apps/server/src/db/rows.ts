import { gt, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './database';

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
 * The row `where` picks, after `values` are set on it; `missing` explains the failure when there
 * is none. An edit with nothing in it (an empty body) changes nothing: SQL has no empty SET, so
 * the row is read as it is.
 */
export function updatedRow<Table extends PgTable>(
  db: Database,
  table: Table,
  where: SQL | undefined,
  values: PgUpdateSetSource<Table>,
  missing: string,
): Promise<Table['$inferSelect']> {
  // Drizzle types a query on a table known only as a type parameter loosely: the row is Table's.
  const anyTable: PgTable = table;
  const rows =
    Object.keys(values).length === 0
      ? db.select().from(anyTable).where(where)
      : db.update(anyTable).set(values).where(where).returning();
  return writtenRow(rows as PromiseLike<Table['$inferSelect'][]>, missing);
}

/**
 * Saves the one row a workspace keeps in `table`: made the first time, changed after; its
 * `updatedAt` is now.
 */
export async function saveWorkspaceRow<
  Table extends PgTable & { workspaceId: AnyPgColumn; updatedAt: AnyPgColumn },
>(
  db: Database,
  table: Table,
  workspaceId: number,
  values: Omit<Table['$inferInsert'], 'workspaceId' | 'updatedAt'>,
): Promise<void> {
  const changes = { ...values, updatedAt: new Date() };
  // As in `updatedRow`: drizzle types a table known only as a type parameter loosely.
  const anyTable: PgTable = table;
  await db
    .insert(anyTable)
    .values({ workspaceId, ...changes })
    .onConflictDoUpdate({ target: table.workspaceId, set: changes });
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

/** The rows of a list newest first that follow the cursor `before` (every row without one). */
export const idBelow = (id: AnyPgColumn, before: number | undefined) =>
  before === undefined ? undefined : lt(id, before);

/** The rows of a list oldest first that follow the cursor `after` (every row without one). */
export const idAbove = (id: AnyPgColumn, after: number | undefined) =>
  after === undefined ? undefined : gt(id, after);
