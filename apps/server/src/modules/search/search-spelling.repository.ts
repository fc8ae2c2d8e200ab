import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** Shorter words are taken as typed: too many words resemble them. */
const SPELLING_MIN_LENGTH = 5;
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
 * The CTEs that add to search_words the words of the docs and logs saved since the last reading
 * (on any instance), when the CTE `unknown` holds a word: `saved` holds them, since this
 * statement's own inserts are not visible to it. The reading's mark is taken before its words, so
 * that concurrent readings wait for each other in one order and never deadlock.
 */
function newlySavedWords() {
  return sql`
    since as (
      select coalesce((select up_to from search_words_read), '-infinity') as at
    ),
    marked as (
      insert into search_words_read (id, up_to)
      select 1, (${READ_UP_TO}) where exists (select 1 from unknown)
      on conflict (id) do update set up_to = excluded.up_to
      returning id
    ),
    changed (workspace_id, words) as (
      select workspace_id, search_title from docs
      where updated_at >= (select at from since) and trash_id is null
      union all
      select d.workspace_id, c.search_body
      from doc_contents c join docs d on d.id = c.doc_id
      where c.updated_at >= (select at from since) and d.trash_id is null
      union all
      select workspace_id, search_title || search_body from logs
      where coalesce(edition_date, created_at) >= (select at from since) and trash_id is null
    ),
    saved as materialized (
      select distinct changed.workspace_id, word
      from changed, unnest(tsvector_to_array(changed.words)) as word
      where exists (select 1 from unknown)
        and length(word) between ${SPELLING_MIN_LENGTH - 1} and 40 and word !~ '[0-9]'
    ),
    added as (
      insert into search_words (workspace_id, word)
      select workspace_id, word from saved where (select count(*) from marked) >= 0
      order by workspace_id, word
      on conflict do nothing
    )`;
}

/**
 * The words of the workspace's group, project and important-link titles, from their search
 * columns: a few hundred titles, read when a search needs them rather than copied into
 * search_words (their changes carry no time to read new ones from).
 */
function titleWordsCte(workspaceId: number) {
  return sql`title_words as materialized (
    select unnest(tsvector_to_array(search_title)) as word from groups
    where workspace_id = ${workspaceId} and trash_id is null
    union
    select unnest(tsvector_to_array(search_title)) from projects
    where workspace_id = ${workspaceId} and trash_id is null
    union
    select unnest(tsvector_to_array(l.search_title)) from links l
      join link_groups lg on lg.id = l.group_id
      join projects p on p.id = lg.project_id
    where p.workspace_id = ${workspaceId} and l.trash_id is null
  )`;
}

/**
 * In the "C" collation, the words of `table` (search_words or the CTE saved) that begin with
 * `typed.word`: one range of search_words' primary key.
 */
function wordsBeginningWithTyped(workspaceId: number, table: SQL) {
  return sql`
    select 1 from ${table} known
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

const alternativeRows = z.object({
  rows: z.array(z.object({ typed: z.string(), alternative: z.string() })),
});

/**
 * For each word of SPELLING_MIN_LENGTH letters or more that no word of the workspace's docs, logs
 * and titles begins with (a typo, most likely), the workspace's words that resemble it most
 * (pg_trgm's similarity), best first. One statement: a known word costs a probe of search_words;
 * an unknown one may be a word saved a moment ago, so the words saved since the last reading are
 * read (and kept) first.
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
  const result = await db.execute(sql`
    with unknown as materialized (
      select typed.word from ${typedWords(checked)}
      where not exists (${wordsBeginningWithTyped(workspaceId, sql`search_words`)})
    ),
    ${newlySavedWords()},
    ${titleWordsCte(workspaceId)}
    select typed.word as typed, alternative.word as alternative
    from unknown as typed
    cross join lateral (
      select word, similarity(word, typed.word) as score
      from (
        select word from search_words where workspace_id = ${workspaceId} and word % typed.word
        union
        select word from saved where workspace_id = ${workspaceId} and word % typed.word
        union
        select word from title_words where word % typed.word
      ) as resembling
      order by score desc, word
      limit ${ALTERNATIVES_PER_WORD}
    ) as alternative
    where not exists (${wordsBeginningWithTyped(workspaceId, sql`saved`)})
    order by typed.word, alternative.score desc, alternative.word`);
  for (const { typed, alternative } of alternativeRows.parse(result).rows) {
    alternatives.set(typed, [...(alternatives.get(typed) ?? []), alternative]);
  }
  return alternatives;
}
