import { sql, type SQL } from 'drizzle-orm';
import { FULL_TEXT_KINDS, UNTITLED_DOC, type FullTextKind } from '@hangar/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** How many days make a match count half as much as the same match today. */
const RECENCY_HALF_DAYS = 90;

const foundRows = z.object({
  rows: z.array(
    z.object({
      kind: z.enum(FULL_TEXT_KINDS),
      id: z.number(),
      project_id: z.number().nullable(),
      title: z.string(),
      emoji: z.string().nullable(),
      is_archived: z.boolean(),
      updated_ms: z.coerce.number(),
      body: z.string().nullable(),
      url: z.string().nullable(),
    }),
  ),
});
export type FullTextMatch = z.infer<typeof foundRows>['rows'][number];

export interface FullTextFilter {
  workspaceId: number;
  /** The projects searched, and the workspace's other projects (when known: a share link knows one). */
  projectIds: number[];
  /** The groups whose own titles are searched (none: no group is). */
  groupIds?: number[] | undefined;
  hiddenProjectIds?: number[] | undefined;
  /** Only these docs (a shared doc). */
  docIds?: number[] | undefined;
  /** Normalised words of letters and digits (`searchWordsOf`), each with what it may be a typo of. */
  terms: SearchTerm[];
  kind?: FullTextKind | undefined;
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
 * Rows of the searched projects, by a table's project and workspace columns. Usually the caller
 * sees most of the workspace: then the rows of the workspace but its few hidden projects, since a
 * long list of ids is compared on every row.
 */
function projectCondition(
  { workspaceId, projectIds, hiddenProjectIds }: FullTextFilter,
  columns: { project: SQL; workspace: SQL } = {
    project: sql`project_id`,
    workspace: sql`workspace_id`,
  },
) {
  if (hiddenProjectIds === undefined || projectIds.length <= hiddenProjectIds.length) {
    return sql`${columns.project} in (${idList(projectIds)})`;
  }
  if (hiddenProjectIds.length === 0) return sql`${columns.workspace} = ${workspaceId}`;
  return sql`${columns.workspace} = ${workspaceId} and ${columns.project} not in (${idList(hiddenProjectIds)})`;
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

/** An important document's title as the lists show it: its own, its doc's name, or its address. */
const LINK_TITLE = sql`coalesce(nullif(l.title, ''),
  case when l.link_type = 'doc' then coalesce(nullif(d.name, ''), ${UNTITLED_DOC}) end, l.url, '')`;
/**
 * The groups, projects and important documents whose titles hold every word, in the columns of
 * the matches (their rank is their title's; a link's time is its project's last change). None
 * with an author or a period (they have neither), nor through a share link (`docIds`).
 */
function placeMatches(filter: FullTextFilter, query: SQL): SQL | null {
  if (filter.authorId !== undefined || filter.updatedAfter || filter.updatedBefore) return null;
  if (filter.docIds) return null;
  const wants = (kind: FullTextKind) => filter.kind === undefined || filter.kind === kind;
  const archived = (column: SQL) => (filter.includeArchived ? sql`true` : sql`not ${column}`);
  const inProjects = projectCondition(filter, {
    project: sql`p.id`,
    workspace: sql`p.workspace_id`,
  });
  const parts: SQL[] = [];
  const groupIds = filter.groupIds ?? [];
  if (wants('group') && groupIds.length > 0) {
    parts.push(sql`
      select 'group' as kind, g.id, null::int as project_id, g.name as title, null::text as emoji,
        g.is_archived, true as in_title, g.created_at as updated_at,
        ts_rank(g.search_title, ${query}) as rank, null::text as url
      from groups g
      where g.search_title @@ ${query} and g.workspace_id = ${filter.workspaceId}
        and g.id in (${idList(groupIds)}) and ${archived(sql`g.is_archived`)}`);
  }
  if (wants('project')) {
    parts.push(sql`
      select 'project', p.id, p.id, p.name, p.emoji, p.is_archived, true, p.last_update,
        ts_rank(p.search_title, ${query}), null
      from projects p
      where p.search_title @@ ${query} and ${inProjects} and ${archived(sql`p.is_archived`)}`);
  }
  if (wants('important_doc')) {
    const docVisible = projectCondition(filter, {
      project: sql`d.project_id`,
      workspace: sql`d.workspace_id`,
    });
    const link = (words: SQL, found: SQL) => sql`
      select 'important_doc', l.id, p.id, ${LINK_TITLE}, null, p.is_archived, true, p.last_update,
        ts_rank(${words}, ${query}), case when l.link_type = 'external' then l.url end
      from links l
        join link_groups lg on lg.id = l.group_id
        join projects p on p.id = lg.project_id
        left join docs d on d.id = l.doc_id
      where ${found} and ${inProjects} and ${archived(sql`p.is_archived`)}
        and (l.link_type = 'external' or (d.id is not null and ${docVisible}))`;
    // By its own words (an index of links), or, untitled, by its doc's (an index of docs).
    parts.push(
      link(
        sql`l.search_title`,
        sql`l.search_title @@ ${query} and (l.title <> '' or l.link_type = 'external')`,
      ),
      link(
        sql`d.search_title`,
        sql`l.doc_id in (select id from docs where search_title @@ ${query} and workspace_id = ${filter.workspaceId}) and l.title = '' and l.link_type = 'doc'`,
      ),
    );
  }
  return parts.length === 0 ? null : sql.join(parts, sql` union all `);
}

/**
 * The docs and logs of these projects whose title or body holds every word (normalised, see
 * `searchWordsOf`), each as a prefix or as one of its alternatives, and the groups, projects and
 * important documents whose title does (`placeMatches`), best first: a title match above a body
 * match, then by rank weighed by age. Ranking reads each match's words, so only the most recent
 * RANKED_CANDIDATES docs and logs (after the page's offset) are ranked: a word in most docs
 * costs the same as a rare one. Bodies are read for the returned page only, for its snippets.
 */
export async function findFullTextMatches(db: Database, filter: FullTextFilter) {
  if (filter.projectIds.length === 0 || filter.terms.length === 0) return [];
  const inProjects = projectCondition(filter);
  const docs = filter.kind === undefined || filter.kind === 'doc';
  const logs = (filter.kind === undefined || filter.kind === 'log') && !filter.docIds;
  const archived = filter.includeArchived ? sql`true` : sql`not is_archived`;
  const query = sql`to_tsquery('simple', ${prefixQuery(filter.terms)})`;
  const places = placeMatches(filter, query);
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
          as rank, null::text as url
      from doc_candidates
      union all
      select 'log', id, project_id, title, null, is_archived, in_title, updated_at,
        ts_rank((select search_body from logs l where l.id = log_candidates.id), ${query}), null
      from log_candidates
      ${places ? sql`union all ${places}` : sql``}
    ),
    page as (
      select *,
        rank / (1 + extract(epoch from now() - updated_at) / ${RECENCY_HALF_DAYS * 86_400}) as score
      from matches
      order by in_title desc, score desc, updated_at desc, kind, id
      limit ${filter.limit} offset ${filter.offset}
    )
    select kind, id, project_id, title, emoji, is_archived, url,
      extract(epoch from updated_at) * 1000 as updated_ms,
      case kind
        when 'doc' then (select text from doc_contents where doc_id = page.id)
        when 'log' then (select description_text from logs where logs.id = page.id)
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
