import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { countDanglingEntries } from './relation-pages';
import type { DatabaseRefusedError } from './data-folder';
import { refuseDataFolder } from './data-folder';
import { isDiskFull } from './connection-failure';
import { refuseFullDisk } from './data-folder-space';
import { describeUnknownMigrations, findUnknownMigrations } from './migration-journal';

export const NEWER_BUILD_REMEDY = 'Run that newer build';

/** Our tables (the app's and drizzle's journal), their TOAST tables, and one B-tree index of each. */
const relationsQuery = sql`
  with ours as (
    select c.oid, c.reltoastrelid
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind = 'r'
  ), tables as (
    select oid from ours union all select reltoastrelid from ours where reltoastrelid <> 0
  ), indexed as (
    select t.oid, (
      select i.indexrelid from pg_index i
      join pg_class ic on ic.oid = i.indexrelid
      join pg_am am on am.oid = ic.relam
      where i.indrelid = t.oid and am.amname = 'btree' and i.indisvalid
      order by i.indisprimary desc, i.indexrelid limit 1
    ) as index_oid
    from tables t
  )
  select oid::regclass::text as name,
    pg_relation_filepath(oid) as file,
    pg_relation_size(oid) as bytes,
    pg_relation_filepath(index_oid) as index_file,
    coalesce(pg_relation_size(index_oid), 0) as index_bytes,
    current_setting('block_size')::int as page_size
  from indexed order by 1`;

const relationRows = z.object({
  rows: z.array(
    z.object({
      name: z.string(),
      file: z.string(),
      bytes: z.coerce.number(),
      index_file: z.string().nullable(),
      index_bytes: z.coerce.number(),
      page_size: z.coerce.number(),
    }),
  ),
});

/**
 * Reads the catalog and every table of ours once, as a start-up sanity check of the embedded
 * database in `dbDir`. Returns what is wrong, or null. Damaged pages make PostgreSQL throw
 * (checksums); pages of zeros are found through the entries of each table's index.
 */
async function findDamage(db: Database, dbDir: string): Promise<string | null> {
  const { rows } = relationRows.parse(await db.execute(relationsQuery));
  for (const relation of rows) {
    try {
      await db.execute(sql.raw(`select count(*) from ${relation.name}`));
    } catch (error) {
      return `reading table ${relation.name} fails (${messageOf(error)})`;
    }
    if (!relation.index_file) continue;
    let dangling: number;
    try {
      dangling = countDanglingEntries(
        { file: path.join(dbDir, relation.file), pages: relation.bytes / relation.page_size },
        {
          file: path.join(dbDir, relation.index_file),
          pages: relation.index_bytes / relation.page_size,
        },
        relation.page_size,
      );
    } catch (error) {
      return `the files of table ${relation.name} cannot be read (${messageOf(error)})`;
    }
    if (dangling > 0) {
      return `table ${relation.name} has ${dangling} index entries for rows its files no longer hold (zeroed or cut pages)`;
    }
  }
  return null;
}

/** The innermost message of an error (drizzle wraps the driver's in `cause`). */
export function messageOf(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/** Why an embedded database that opened may not be used: damage, or a newer build's migrations. */
export async function refusalOfOpened(
  db: Database,
  dbDir: string,
): Promise<DatabaseRefusedError | null> {
  try {
    const damage = await findDamage(db, dbDir);
    if (damage) return refuseDataFolder(dbDir, `its files are damaged: ${damage}`);
    const unknown = await findUnknownMigrations(db);
    if (unknown) {
      return refuseDataFolder(dbDir, describeUnknownMigrations(unknown), NEWER_BUILD_REMEDY);
    }
    return null;
  } catch (error) {
    if (isDiskFull(error)) return refuseFullDisk(dbDir, messageOf(error));
    return refuseDataFolder(dbDir, `its files are damaged (${messageOf(error)})`);
  }
}
