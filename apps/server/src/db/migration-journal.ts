import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { migrationsFolder } from './migrations-folder';

const journalFile = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The time stamp of this build's newest migration (drizzle records it as `created_at`). */
export function newestKnownMigration(): number {
  const journal = journalFile.parse(
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
  );
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

const tableRows = z.object({ rows: z.array(z.object({ present: z.boolean() })) });
const unknownRows = z.object({
  rows: z.array(z.object({ count: z.coerce.number(), newest: z.coerce.number().nullable() })),
});

export interface UnknownMigrations {
  count: number;
  /** When the newest of them was written (its migration's time stamp). */
  newest: Date;
}

/**
 * The migrations applied to this database that this build does not know, as a newer build leaves
 * them (drizzle would skip them and the code would query tables it does not expect), or null.
 */
export async function findUnknownMigrations(db: Database): Promise<UnknownMigrations | null> {
  const table = tableRows.parse(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!table.rows[0]?.present) return null;
  const { rows } = unknownRows.parse(
    await db.execute(
      sql`select count(*) as count, max(created_at) as newest
          from drizzle.__drizzle_migrations where created_at > ${newestKnownMigration()}`,
    ),
  );
  const [found] = rows;
  if (!found || found.count === 0 || found.newest === null) return null;
  return { count: found.count, newest: new Date(found.newest) };
}

/** What is wrong with such a database, for the refusal of either kind of database. */
export function describeUnknownMigrations(found: UnknownMigrations): string {
  const what = found.count === 1 ? 'a migration' : `${found.count} migrations`;
  return (
    `it was migrated by a newer build of Hangar (${what} this build does not know, the newest ` +
    `from ${found.newest.toISOString().slice(0, 10)}) and this build would answer errors on it`
  );
}
