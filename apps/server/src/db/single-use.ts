import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from './database';
import type { emailTokens, invites, refreshTokens } from './schema';

/** The tables of links and tokens that work once: a `used_at` set when they are spent. */
type SingleUseTable = typeof emailTokens | typeof invites | typeof refreshTokens;

/**
 * Marks used the rows of `table` that match and are not used yet, in one statement (of two
 * requests spending the same row, only one finds it unused): how many it marked.
 */
export async function spendUnused(
  db: Database,
  table: SingleUseTable,
  match: SQL | undefined,
): Promise<number> {
  const spent = await db
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(match, isNull(table.usedAt)))
    .returning({ id: table.id });
  return spent.length;
}
