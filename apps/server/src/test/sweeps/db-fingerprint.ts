import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** A table of ours, with the integer columns that hold ids (its own or other rows'). */
interface TableInfo {
  name: string;
  idColumns: string[];
}

/** Each table's row count and a hash of its rows, to tell whether a call changed anything. */
export type Fingerprint = Record<string, string>;

const columnRows = z.object({
  rows: z.array(
    z.object({ table_name: z.string(), column_name: z.string(), data_type: z.string() }),
  ),
});

const ID_COLUMN = /^(id|seq|.*_id|.*_by)$/;

/** Every table of the app (schema public), read from the catalog: a new table is included. */
export async function tablesOf(db: Database): Promise<TableInfo[]> {
  const { rows } = columnRows.parse(
    await db.execute(sql`
      select c.table_name::text, c.column_name::text, c.data_type::text
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, idColumns: [] };
    tables.set(row.table_name, table);
    if (ID_COLUMN.test(row.column_name) && ['integer', 'bigint'].includes(row.data_type)) {
      table.idColumns.push(row.column_name);
    }
  }
  return [...tables.values()];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const hashRows = z.object({
  rows: z.array(z.object({ t: z.string(), n: z.coerce.number(), h: z.string() })),
});

async function fingerprintWhere(
  db: Database,
  tables: TableInfo[],
  where: (table: TableInfo) => string,
): Promise<Fingerprint> {
  const parts = tables.map(
    (table) =>
      `select ${literal(table.name)} as t, count(*) as n,
        coalesce(max(x.xmin::text::bigint), 0)::text as h
       from ${quote(table.name)} x where ${where(table)}`,
  );
  const { rows } = hashRows.parse(await db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((row) => [row.t, `${row.n} rows, ${row.h}`]));
}

/** Every row of every table of ours, hashed per table. */
export function databaseFingerprint(db: Database, tables: TableInfo[]): Promise<Fingerprint> {
  return fingerprintWhere(db, tables, () => 'true');
}

/** The rows of one tenant: an id column in its id range, or a text naming one of its markers. */
export interface Tenant {
  ids: { from: number; to: number };
  markers: string[];
}

/** The rows that belong to a tenant (see `Tenant`), hashed per table. */
export function tenantFingerprint(
  db: Database,
  tables: TableInfo[],
  tenant: Tenant,
): Promise<Fingerprint> {
  const { from, to } = tenant.ids;
  return fingerprintWhere(db, tables, (table) => {
    const ids = table.idColumns.map((column) => `x.${quote(column)} between ${from} and ${to}`);
    const texts = tenant.markers.map((marker) => `strpos(x::text, ${literal(marker)}) > 0`);
    return [...ids, ...texts].join(' or ') || 'false';
  });
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * Restarts every sequence of ours at `first`: rows made from now on get ids from there, so a
 * tenant built next owns a range of ids no other tenant shares (and a leak of one is visible).
 */
export async function startIdsAt(db: Database, first: number): Promise<void> {
  const sequences = z
    .object({ rows: z.array(z.object({ name: z.string() })) })
    .parse(
      await db.execute(
        sql`select sequencename::text as name from pg_sequences where schemaname = 'public'`,
      ),
    );
  for (const { name } of sequences.rows) {
    await db.execute(sql.raw(`select setval(${literal(quote(name))}, ${first}, false)`));
  }
}
