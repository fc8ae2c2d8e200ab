import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';

export interface CopiedTable {
  table: string;
  rows: number;
}

type Queryable = Pick<Database, 'execute'>;

/**
 * A batch holds at most this many rows, sized from the last one's rows to stay near this many
 * characters of JSON (a row larger than that still goes whole).
 */
const MAX_BATCH_ROWS = 2_000;
const BATCH_CHARACTERS = 4 * 1024 * 1024;
/** The first batch of a table, before its rows' size is known. */
const FIRST_BATCH_ROWS = 100;
const CURSOR = 'copied_rows';

/**
 * Values travel as their text form, as pg_dump's COPY does: every type's output reads back
 * exactly through its input. These fix the forms whose output depends on the session.
 */
const TEXT_FORMS = [
  `set local datestyle = 'ISO, YMD'`,
  `set local intervalstyle = 'postgres'`,
  `set local bytea_output = 'hex'`,
  `set local extra_float_digits = 1`,
];

const journalRows = z.object({ rows: z.array(z.object({ hash: z.string() })) });

const tableRows = z.object({
  rows: z.array(
    z.object({
      name: z.string(),
      qualified: z.string(),
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
    }),
  ),
});
type Table = z.infer<typeof tableRows>['rows'][number];

const sequenceRows = z.object({ rows: z.array(z.object({ sequence: z.string() })) });
const sequenceState = z.object({
  rows: z.array(z.object({ last_value: z.string(), is_called: z.boolean() })),
});
const fetchedRows = z.object({ rows: z.array(z.object({ row: z.string() })) });
const presenceRows = z.object({ rows: z.array(z.object({ present: z.boolean() })) });
const countRows = z.object({ rows: z.array(z.object({ count: z.coerce.number() })) });

/** Every ordinary table of `public`, with its columns the target does not compute itself. */
const tablesQuery = sql`
  select c.relname as name,
    format('%I.%I', n.nspname, c.relname) as qualified,
    json_agg(
      json_build_object('name', quote_ident(a.attname), 'type', format_type(a.atttypid, a.atttypmod))
      order by a.attnum
    ) as columns
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid
  where n.nspname = 'public' and c.relkind = 'r'
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  group by c.oid, n.nspname, c.relname
  order by c.relname`;

/** The sequences behind a serial or identity column of those tables. */
const sequencesQuery = sql`
  select format('%I.%I', sn.nspname, s.relname) as sequence
  from pg_class s
  join pg_namespace sn on sn.oid = s.relnamespace
  join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
    and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
  join pg_class t on t.oid = d.refobjid
  join pg_namespace tn on tn.oid = t.relnamespace
  join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
  where s.relkind = 'S' and tn.nspname = 'public' and t.relkind = 'r'
    and not a.attisdropped and a.attgenerated = ''
  order by 1`;

/** Copies every row of our tables from `source` into the empty, identically migrated `target`. */
export async function copyAllRows(source: Database, target: Database): Promise<CopiedTable[]> {
  return target.transaction(async (write) => {
    // Replica mode rather than a topological order: foreign keys are not checked while the rows
    // go in (their triggers do not fire), so any order works, self-references included; the
    // source's snapshot satisfied them already. It takes a superuser, which we are on both engines.
    await write.execute(sql`set local session_replication_role = replica`);
    await setTextForms(write);
    const copied = await source.transaction(
      async (read) => {
        await setTextForms(read);
        await refuseOtherJournal(read, write);
        const tables = tableRows.parse(await read.execute(tablesQuery)).rows;
        await refuseRowsIn(write, tables);
        const counts: CopiedTable[] = [];
        for (const table of tables) {
          counts.push({ table: table.name, rows: await copyTable(read, write, table) });
        }
        await copySequences(read, write);
        return { tables, counts };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await checkCounts(write, copied.tables, copied.counts);
    return copied.counts;
  });
}

async function setTextForms(db: Queryable): Promise<void> {
  for (const statement of TEXT_FORMS) await db.execute(sql.raw(statement));
}

async function appliedMigrations(db: Queryable): Promise<string[]> {
  const { rows } = journalRows.parse(
    await db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`),
  );
  return rows.map((row) => row.hash);
}

async function refuseOtherJournal(source: Queryable, target: Queryable): Promise<void> {
  const fromSource = await appliedMigrations(source);
  const fromTarget = await appliedMigrations(target);
  const same =
    fromSource.length === fromTarget.length &&
    fromSource.every((hash, index) => hash === fromTarget[index]);
  if (same) return;
  throw new Error(
    `Cannot copy the rows: the two databases were not migrated alike (the source has ` +
      `${fromSource.length} migrations applied, the target ${fromTarget.length}, or other ones). ` +
      'Migrate both with the same build first. Nothing was copied.',
  );
}

async function refuseRowsIn(target: Queryable, tables: Table[]): Promise<void> {
  for (const table of tables) {
    const { rows } = presenceRows.parse(
      await target.execute(sql.raw(`select exists (select from ${table.qualified}) as present`)),
    );
    if (rows[0]?.present) {
      throw new Error(
        `Cannot copy the rows: the target's table ${table.name} already holds rows, and the ` +
          'copy only goes into an empty database. Nothing was copied.',
      );
    }
  }
}

/** Streams the table through a cursor of the read snapshot, one bounded batch at a time. */
async function copyTable(read: Queryable, write: Queryable, table: Table): Promise<number> {
  const texts = table.columns.map((column) => `${column.name}::text`).join(', ');
  await read.execute(
    sql.raw(
      `declare ${CURSOR} no scroll cursor for ` +
        `select array_to_json(array[${texts}])::text as row from ${table.qualified}`,
    ),
  );
  let copied = 0;
  let batchRows = FIRST_BATCH_ROWS;
  for (;;) {
    const { rows } = fetchedRows.parse(
      await read.execute(sql.raw(`fetch forward ${batchRows} from ${CURSOR}`)),
    );
    if (rows.length === 0) break;
    const batch = `[${rows.map((fetched) => fetched.row).join(',')}]`;
    await write.execute(insertBatch(table, batch));
    copied += rows.length;
    const perRow = batch.length / rows.length;
    batchRows = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(BATCH_CHARACTERS / perRow)));
  }
  await read.execute(sql.raw(`close ${CURSOR}`));
  return copied;
}

/** `batch` is a JSON array of rows, each an array of the columns' text forms (or nulls). */
function insertBatch(table: Table, batch: string): SQL {
  const names = table.columns.map((column) => column.name).join(', ');
  const values = table.columns
    .map((column, index) => `(copied->>${index})::${column.type}`)
    .join(', ');
  // Identity columns declared `always` take the source's values too.
  return sql`${sql.raw(
    `insert into ${table.qualified} (${names}) overriding system value select ${values} ` +
      'from json_array_elements(',
  )}${batch}${sql.raw('::json) as copied')}`;
}

async function copySequences(read: Queryable, write: Queryable): Promise<void> {
  const { rows } = sequenceRows.parse(await read.execute(sequencesQuery));
  for (const { sequence } of rows) {
    const { rows: states } = sequenceState.parse(
      await read.execute(
        sql.raw(`select last_value::text as last_value, is_called from ${sequence}`),
      ),
    );
    const [state] = states;
    if (!state) throw new Error(`Cannot copy the rows: the sequence ${sequence} cannot be read`);
    await write.execute(
      sql`select setval(${sequence}::regclass, ${state.last_value}::bigint, ${state.is_called})`,
    );
  }
}

async function checkCounts(
  target: Queryable,
  tables: Table[],
  counts: CopiedTable[],
): Promise<void> {
  for (const [index, table] of tables.entries()) {
    const { rows } = countRows.parse(
      await target.execute(sql.raw(`select count(*) as count from ${table.qualified}`)),
    );
    const read = counts[index]?.rows;
    const found = rows[0]?.count;
    if (found !== read) {
      throw new Error(
        `Copying the rows failed: ${read} rows of table ${table.name} were read but the target ` +
          `holds ${found}. Nothing was copied.`,
      );
    }
  }
}
