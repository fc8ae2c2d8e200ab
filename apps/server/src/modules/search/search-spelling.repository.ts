import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** Shorter words are taken as typed: too many words resemble them. */
export const SPELLING_MIN_LENGTH = 5;
/** The known words tried in place of a word no known word begins with, at most. */
const ALTERNATIVES_PER_WORD = 3;
/**
 * Where the next reading starts: a row's updated_at is when its transaction began, so another
 * session's transaction still open now may yet commit rows dated from its start; none older remain
 * unseen. (Sessions of the server's own database user: the only ones that write these tables.)
 */
const READ_UP_TO = sql`
  select least(now(), min(xact_start)) from pg_stat_activity
  where datname = current_database() and backend_type = 'client backend'
    and xact_start is not null and pid <> pg_backend_pid()`;

/**
 * Adds to search_words the words of the docs and logs saved since the last reading (on any
 * instance). One statement outside any save: inserting in order, two readings never deadlock.
 */
async function readSavedWords(db: Database): Promise<void> {
  await db.execute(sql`
    with since as (
      select coalesce((select up_to from search_words_read), '-infinity') as at
    ),
    changed (workspace_id, words) as (
      select workspace_id, search_title from docs where updated_at >= (select at from since)
      union all
      select d.workspace_id, c.search_body
      from doc_contents c join docs d on d.id = c.doc_id
      where c.updated_at >= (select at from since)
      union all
      select workspace_id, search_title || search_body from logs
      where coalesce(edition_date, created_at) >= (select at from since)
    ),
    saved as (
      select distinct changed.workspace_id, word
      from changed, unnest(tsvector_to_array(changed.words)) as word
      where length(word) between ${SPELLING_MIN_LENGTH - 1} and 40 and word !~ '[0-9]'
    ),
    added as (
      insert into search_words (workspace_id, word)
      select workspace_id, word from saved order by workspace_id, word
      on conflict do nothing
    )
    insert into search_words_read (id, up_to) values (1, (${READ_UP_TO}))
    on conflict (id) do update set up_to = excluded.up_to`);
}

/** Per database, the reading under way: requests that need one meanwhile share it. */
const readings = new WeakMap<Database, Promise<void>>();

function readSavedWordsOnce(db: Database): Promise<void> {
  let reading = readings.get(db);
  if (!reading) {
    reading = readSavedWords(db).finally(() => readings.delete(db));
    readings.set(db, reading);
  }
  return reading;
}

/**
 * The words of the workspace's group, project and important-link titles, from their search
 * columns: a few hundred titles, read when a search needs them rather than copied into
 * search_words (their changes carry no time to read new ones from).
 */
function titleWordsCte(workspaceId: number) {
  return sql`title_words as materialized (
    select unnest(tsvector_to_array(search_title)) as word from groups
    where workspace_id = ${workspaceId}
    union
    select unnest(tsvector_to_array(search_title)) from projects where workspace_id = ${workspaceId}
    union
    select unnest(tsvector_to_array(l.search_title)) from links l
      join link_groups lg on lg.id = l.group_id
      join projects p on p.id = lg.project_id
    where p.workspace_id = ${workspaceId}
  )`;
}

/**
 * In the "C" collation, the words of search_words that begin with `typed.word`: one range of the
 * primary key. (A word only titles hold counts as unknown: its alternatives then include it.)
 */
function knownWordsBeginningWithTyped(workspaceId: number) {
  return sql`
    select 1 from search_words known
    where known.workspace_id = ${workspaceId}
      and known.word >= typed.word collate "C"
      and known.word < (typed.word || chr(1114111)) collate "C"`;
}

function typedWords(words: string[]) {
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  return sql`unnest(array[${list}]::text[]) as typed (word)`;
}

const unknownRows = z.object({ rows: z.array(z.object({ word: z.string() })) });

/** Those of `words` that no word of search_words begins with. */
async function findUnknownWords(
  db: Database,
  workspaceId: number,
  words: string[],
): Promise<string[]> {
  const result = await db.execute(sql`
    select typed.word from ${typedWords(words)}
    where not exists (${knownWordsBeginningWithTyped(workspaceId)})`);
  return unknownRows.parse(result).rows.map((row) => row.word);
}

const alternativeRows = z.object({
  rows: z.array(z.object({ typed: z.string(), alternative: z.string() })),
});

/**
 * For each word of SPELLING_MIN_LENGTH letters or more that no word of the workspace's docs, logs
 * and titles begins with (a typo, most likely), the workspace's words that resemble it most
 * (pg_trgm's similarity), best first.
 */
export async function findSpellingAlternatives(
  db: Database,
  workspaceId: number,
  words: string[],
): Promise<Map<string, string[]>> {
  const alternatives = new Map<string, string[]>();
  const checked = words.filter(
    (word) => word.length >= SPELLING_MIN_LENGTH && !/\p{N}/u.test(word),
  );
  if (checked.length === 0) return alternatives;
  // Known words cost one probe each; an unknown one may be a word saved a moment ago, so the
  // words saved since the last reading are read first.
  const unknown = await findUnknownWords(db, workspaceId, checked);
  if (unknown.length === 0) return alternatives;
  await readSavedWordsOnce(db);
  const result = await db.execute(sql`
    with ${titleWordsCte(workspaceId)}
    select typed.word as typed, alternative.word as alternative
    from ${typedWords(unknown)}
    cross join lateral (
      select word, similarity(word, typed.word) as score
      from (
        select word from search_words where workspace_id = ${workspaceId} and word % typed.word
        union
        select word from title_words where word % typed.word
      ) as resembling
      order by score desc, word
      limit ${ALTERNATIVES_PER_WORD}
    ) as alternative
    where not exists (${knownWordsBeginningWithTyped(workspaceId)})
    order by typed.word, alternative.score desc, alternative.word`);
  for (const { typed, alternative } of alternativeRows.parse(result).rows) {
    alternatives.set(typed, [...(alternatives.get(typed) ?? []), alternative]);
  }
  return alternatives;
}
