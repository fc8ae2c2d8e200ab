import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** How many days make a match count half as much as the same match today. */
const RECENCY_HALF_DAYS = 90;

const foundRows = z.object({
  rows: z.array(
    z.object({
      kind: z.enum(['doc', 'log']),
      id: z.number(),
      project_id: z.number(),
      title: z.string(),
      emoji: z.string().nullable(),
      is_archived: z.boolean(),
      updated_ms: z.coerce.number(),
      body: z.string().nullable(),
    }),
  ),
});
export type FullTextMatch = z.infer<typeof foundRows>['rows'][number];

export interface FullTextFilter {
  workspaceId: number;
  /** The projects searched, and the workspace's other projects (when known: a share link knows one). */
  projectIds: number[];
  hiddenProjectIds?: number[] | undefined;
  /** Only these docs (a shared doc). */
  docIds?: number[] | undefined;
  /** Normalised words of letters and digits (`searchWordsOf`), each with what it may be a typo of. */
  terms: SearchTerm[];
  kind?: 'doc' | 'log' | undefined;
  /** Who created the doc or wrote the log. */
  authorId?: number | undefined;
  /** When the doc or log last changed: from (inclusive), until (exclusive). */
  updatedAfter?: Date | undefined;
  updatedBefore?: Date | undefined;
  includeArchived: boolean;
  limit: number;
  offset: number;
}

/** Matches ranked by their words, at most: the others follow by title match and date only. */
const RANKED_CANDIDATES = 200;

function idList(ids: number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * Rows of the searched projects. Usually the caller sees most of the workspace: then the rows of
 * the workspace but its few hidden projects, since a long list of ids is compared on every row.
 */
function projectCondition({ workspaceId, projectIds, hiddenProjectIds }: FullTextFilter) {
  if (hiddenProjectIds === undefined || projectIds.length <= hiddenProjectIds.length) {
    return sql`project_id in (${idList(projectIds)})`;
  }
  if (hiddenProjectIds.length === 0) return sql`workspace_id = ${workspaceId}`;
  return sql`workspace_id = ${workspaceId} and project_id not in (${idList(hiddenProjectIds)})`;
}

/** The author and period conditions, on a row's author column and its time of last change. */
function authorAndPeriod(filter: FullTextFilter, author: SQL, changedAt: SQL): SQL {
  const conditions = [sql`true`];
  if (filter.authorId !== undefined) conditions.push(sql`${author} = ${filter.authorId}`);
  if (filter.updatedAfter)
    conditions.push(sql`${changedAt} >= ${filter.updatedAfter.toISOString()}::timestamptz`);
  if (filter.updatedBefore)
    conditions.push(sql`${changedAt} < ${filter.updatedBefore.toISOString()}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

/** A word of the query, and the known words it may be a typo of (`findSpellingAlternatives`). */
export interface SearchTerm {
  word: string;
  alternatives: string[];
}

/**
 * `'launch':* & ('lauch':* | 'launch')`: every word, as a prefix or as one of its alternatives.
 * Words hold only letters and digits.
 */
function prefixQuery(terms: SearchTerm[]): string {
  return terms
    .map(({ word, alternatives }) =>
      alternatives.length === 0
        ? `'${word}':*`
        : `('${word}':* | ${alternatives.map((alternative) => `'${alternative}'`).join(' | ')})`,
    )
    .join(' & ');
}

/**
 * The docs and logs of these projects whose title or body holds every word (normalised, see
 * `searchWordsOf`), each as a prefix or as one of its alternatives, best first: a title match above a body match, then by rank
 * weighed by age. Ranking reads each match's words, so only the most recent RANKED_CANDIDATES
 * matches of each kind (after the page's offset) are ranked: a word in most docs costs the same as
 * a rare one. Bodies are read for the returned page only, for its snippets.
 */
export async function findFullTextMatches(db: Database, filter: FullTextFilter) {
  if (filter.projectIds.length === 0 || filter.terms.length === 0) return [];
  const inProjects = projectCondition(filter);
  const docs = filter.kind !== 'log';
  const logs = filter.kind !== 'doc' && !filter.docIds;
  const archived = filter.includeArchived ? sql`true` : sql`not is_archived`;
  const query = sql`to_tsquery('simple', ${prefixQuery(filter.terms)})`;
  const candidates = filter.offset + filter.limit + RANKED_CANDIDATES;
  const statement = sql`
    with title_hits as (
      select id from docs where ${docs} and search_title @@ ${query} and ${inProjects}
    ),
    body_hits as (
      select doc_id, updated_at from doc_contents where ${docs} and search_body @@ ${query}
    ),
    doc_candidates as (
      select d.id, d.project_id, d.name, d.emoji, d.is_archived,
        d.id in (select id from title_hits) as in_title,
        greatest(d.updated_at, b.updated_at) as updated_at
      from docs d left join body_hits b on b.doc_id = d.id
      where (b.doc_id is not null or d.id in (select id from title_hits))
        and ${inProjects} and ${archived}
        and ${authorAndPeriod(filter, sql`d.created_by`, sql`greatest(d.updated_at, b.updated_at)`)}
        and ${filter.docIds ? sql`d.id in (${idList(filter.docIds)})` : sql`true`}
      order by in_title desc, updated_at desc
      limit ${candidates}
    ),
    log_candidates as (
      select id, project_id, title, is_archived, search_title @@ ${query} as in_title,
        coalesce(edition_date, created_at) as updated_at
      from logs
      where ${logs} and ${inProjects} and ${archived}
        and ${authorAndPeriod(filter, sql`creator_id`, sql`coalesce(edition_date, created_at)`)}
        and (search_title @@ ${query} or search_body @@ ${query})
      order by in_title desc, updated_at desc
      limit ${candidates}
    ),
    matches as (
      select 'doc' as kind, id, project_id, name as title, emoji, is_archived, in_title, updated_at,
        coalesce(ts_rank((select search_body from doc_contents c where c.doc_id = doc_candidates.id), ${query}), 0)
          as rank
      from doc_candidates
      union all
      select 'log', id, project_id, title, null, is_archived, in_title, updated_at,
        ts_rank((select search_body from logs l where l.id = log_candidates.id), ${query})
      from log_candidates
    ),
    page as (
      select *,
        rank / (1 + extract(epoch from now() - updated_at) / ${RECENCY_HALF_DAYS * 86_400}) as score
      from matches
      order by in_title desc, score desc, updated_at desc, kind, id
      limit ${filter.limit} offset ${filter.offset}
    )
    select kind, id, project_id, title, emoji, is_archived,
      extract(epoch from updated_at) * 1000 as updated_ms,
      case kind
        when 'doc' then (select text from doc_contents where doc_id = page.id)
        else (select description_text from logs where logs.id = page.id)
      end as body
    from page
    order by in_title desc, score desc, updated_at desc, kind, id`;
  // A common word matches most bodies: the planner's estimate then picks reading every row and
  // its words, several times slower here than the words' index (bench/README.md, "Search").
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(statement);
  });
  return foundRows.parse(result).rows;
}
