import { sql, type SQL } from 'drizzle-orm';
import { FULL_TEXT_KINDS, UNTITLED_DOC, type FullTextKind } from '@hangar/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** How many days make a match count half as much as the same match today. */
const RECENCY_HALF_DAYS = 90;

const rankedRows = z.object({
  rows: z.array(
    z.object({
      kind: z.enum(FULL_TEXT_KINDS),
      id: z.number(),
      project_id: z.number().nullable(),
      title: z.string(),
      emoji: z.string().nullable(),
      is_archived: z.boolean(),
      updated_ms: z.coerce.number(),
      url: z.string().nullable(),
      in_title: z.boolean(),
      score: z.number(),
    }),
  ),
});
type RankedMatch = z.infer<typeof rankedRows>['rows'][number];
const bodyRows = z.object({
  rows: z.array(z.object({ kind: z.enum(FULL_TEXT_KINDS), id: z.number(), body: z.string() })),
});
/** A match, with the body (a doc's text, a log's description) its snippet comes from. */
export type FullTextMatch = RankedMatch & { body: string | null };

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

const DOC_COLUMNS = { project: sql`d.project_id`, workspace: sql`d.workspace_id` };
/** A doc that may be found (d, its content c), with what ranking and the lists need of it. */
const DOC_CANDIDATE = sql`d.id, d.project_id, d.name as title, d.emoji, d.is_archived,
  greatest(d.updated_at, c.updated_at) as updated_at, c.search_body as body_words`;
/** When a doc last changed, its content's time included. */
const DOC_CHANGED_AT = sql`greatest(d.updated_at,
  (select updated_at from doc_contents where doc_id = d.id))`;
const LOG_CANDIDATE = sql`id, project_id, title, is_archived,
  coalesce(edition_date, created_at) as updated_at, search_body as body_words`;

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

/** Whether the search asks for this kind of match (all kinds when it names none). */
function wantsKind(filter: FullTextFilter, kind: FullTextKind): boolean {
  return filter.kind === undefined || filter.kind === kind;
}

/** An important document's title as the lists show it: its own, its doc's name, or its address. */
const LINK_TITLE = sql`coalesce(nullif(l.title, ''),
  case when l.link_type = 'doc' then coalesce(nullif(d.name, ''), ${UNTITLED_DOC}) end, l.url, '')`;
/**
 * The groups, projects and important documents whose titles hold every word, in the columns of
 * the matches (their rank is their title's; a link's time is its project's last change). None
 * with an author or a period (they have neither), nor through a share link (`docIds`).
 */
function placeMatches(filter: FullTextFilter, { query, archived }: SearchParts): SQL | null {
  if (filter.authorId !== undefined || filter.updatedAfter || filter.updatedBefore) return null;
  if (filter.docIds) return null;
  const inProjects = projectCondition(filter, {
    project: sql`p.id`,
    workspace: sql`p.workspace_id`,
  });
  const parts: SQL[] = [];
  const groupIds = filter.groupIds ?? [];
  if (wantsKind(filter, 'group') && groupIds.length > 0) {
    parts.push(sql`
      select 'group' as kind, g.id, null::int as project_id, g.name as title, null::text as emoji,
        g.is_archived, true as in_title, g.created_at as updated_at,
        ts_rank(g.search_title, ${query}) as rank, null::text as url
      from groups g
      where g.search_title @@ ${query} and g.workspace_id = ${filter.workspaceId}
        and g.trash_id is null and g.id in (${idList(groupIds)}) and ${archived(sql`g.is_archived`)}`);
  }
  if (wantsKind(filter, 'project')) {
    parts.push(sql`
      select 'project', p.id, p.id, p.name, p.emoji, p.is_archived, true, p.last_update,
        ts_rank(p.search_title, ${query}), null
      from projects p
      where p.search_title @@ ${query} and ${inProjects} and ${archived(sql`p.is_archived`)}
        and p.trash_id is null`);
  }
  if (wantsKind(filter, 'important_doc')) {
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
      where ${found} and ${inProjects} and ${archived(sql`p.is_archived`)} and l.trash_id is null
        and (l.link_type = 'external' or (d.id is not null and d.trash_id is null and ${docVisible}))`;
    // By its own words (an index of links), or, untitled, by its doc's (an index of docs).
    parts.push(
      link(
        sql`l.search_title`,
        sql`l.search_title @@ ${query} and (l.title <> '' or l.link_type = 'external')`,
      ),
      link(
        sql`d.search_title`,
        sql`l.doc_id in (select id from docs where search_title @@ ${query} and workspace_id = ${filter.workspaceId} and trash_id is null) and l.title = '' and l.link_type = 'doc'`,
      ),
    );
  }
  return parts.length === 0 ? null : sql.join(parts, sql` union all `);
}

/** The conditions of a search, shared by its statements. */
function searchParts(filter: FullTextFilter) {
  const query = sql`to_tsquery('simple', ${prefixQuery(filter.terms)})`;
  const archived = (column: SQL) => (filter.includeArchived ? sql`true` : sql`not ${column}`);
  const visibleDoc = (changedAt: SQL) => sql`${projectCondition(filter, DOC_COLUMNS)}
    and d.trash_id is null and ${archived(sql`d.is_archived`)} and ${authorAndPeriod(filter, sql`d.created_by`, changedAt)}
    and ${filter.docIds ? sql`d.id in (${idList(filter.docIds)})` : sql`true`}`;
  const visibleLog = sql`${projectCondition(filter)} and trash_id is null
    and ${archived(sql`is_archived`)}
    and ${authorAndPeriod(filter, sql`creator_id`, sql`coalesce(edition_date, created_at)`)}`;
  return {
    query,
    archived,
    visibleDoc,
    visibleLog,
    candidates: filter.offset + filter.limit + RANKED_CANDIDATES,
  };
}
type SearchParts = ReturnType<typeof searchParts>;

/**
 * The docs whose title holds the words, the most recently changed first, and those whose body
 * does, the most recently saved first (walking the saves backwards finds a common word's most
 * recent matches without reading every match), with their rank.
 */
function docMatches({ query, visibleDoc, candidates }: SearchParts): SQL {
  return sql`
    with doc_candidates as (
      select ${DOC_CANDIDATE}, true as in_title
      from (
        select * from docs d
        where d.search_title @@ ${query} and ${visibleDoc(DOC_CHANGED_AT)}
        order by d.updated_at desc
        limit ${candidates}
      ) as d left join doc_contents c on c.doc_id = d.id
      union all
      select * from (
        select ${DOC_CANDIDATE}, false from doc_contents c join docs d on d.id = c.doc_id
        where c.search_body @@ ${query} and not d.search_title @@ ${query}
          and ${visibleDoc(sql`greatest(d.updated_at, c.updated_at)`)}
        order by c.updated_at desc
        limit ${candidates}
      ) as by_body
    )
    select 'doc' as kind, id, project_id, title, emoji, is_archived, in_title, updated_at,
      coalesce(ts_rank(body_words, ${query}), 0) as rank, null::text as url
    from doc_candidates`;
}

/** The logs whose title holds the words, then those whose description does, recent first. */
function logMatches({ query, visibleLog, candidates }: SearchParts): SQL {
  return sql`
    with log_candidates as (
      select * from (
        select ${LOG_CANDIDATE}, true as in_title from logs
        where search_title @@ ${query} and ${visibleLog}
        order by coalesce(edition_date, created_at) desc
        limit ${candidates}
      ) as by_title
      union all
      select * from (
        select ${LOG_CANDIDATE}, false from logs
        where search_body @@ ${query} and not search_title @@ ${query} and ${visibleLog}
        order by coalesce(edition_date, created_at) desc
        limit ${candidates}
      ) as by_body
    )
    select 'log' as kind, id, project_id, title, null::text as emoji, is_archived, in_title,
      updated_at, ts_rank(body_words, ${query}) as rank, null::text as url
    from log_candidates`;
}

/** The best `offset + limit` of some matches, scored by rank weighed by age at `at`. */
async function readBest(db: Database, matches: SQL, filter: FullTextFilter, at: Date) {
  const result = await db.execute(sql`
    with matches as (${matches})
    select kind, id, project_id, title, emoji, is_archived, url, in_title,
      (rank / (1 + extract(epoch from ${at.toISOString()}::timestamptz - updated_at)
        / ${RECENCY_HALF_DAYS * 86_400}))::float8 as score,
      extract(epoch from updated_at) * 1000 as updated_ms
    from matches
    order by in_title desc, score desc, updated_at desc, kind, id
    limit ${filter.offset + filter.limit}`);
  return rankedRows.parse(result).rows;
}

/** The page's matches with their bodies, for their snippets: docs' text, logs' descriptions. */
async function withBodies(db: Database, page: RankedMatch[]): Promise<FullTextMatch[]> {
  const idsOf = (kind: FullTextKind) =>
    page.filter((match) => match.kind === kind).map(({ id }) => id);
  const [docIds, logIds] = [idsOf('doc'), idsOf('log')];
  const reads = [
    docIds.length > 0
      ? sql`select 'doc' as kind, doc_id as id, text as body from doc_contents
          where doc_id in (${idList(docIds)})`
      : null,
    logIds.length > 0
      ? sql`select 'log' as kind, id, description_text as body from logs
          where id in (${idList(logIds)})`
      : null,
  ].filter((read): read is SQL => read !== null);
  const bodies = new Map<string, string>();
  if (reads.length > 0) {
    const result = await db.execute(sql.join(reads, sql` union all `));
    for (const { kind, id, body } of bodyRows.parse(result).rows) bodies.set(`${kind}:${id}`, body);
  }
  return page.map((match) => ({ ...match, body: bodies.get(`${match.kind}:${match.id}`) ?? null }));
}

/** A title match above a body match, then the higher score, the more recent, by kind and id. */
function byRelevance(a: RankedMatch, b: RankedMatch): number {
  if (a.in_title !== b.in_title) return a.in_title ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  if (a.updated_ms !== b.updated_ms) return b.updated_ms - a.updated_ms;
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  return a.id - b.id;
}

/**
 * The docs and logs of these projects whose title or body holds every word (normalised, see
 * `searchWordsOf`), each as a prefix or as one of its alternatives, and the groups, projects and
 * important documents whose title does (`placeMatches`), best first: a title match above a body
 * match, then by rank weighed by age. Ranking reads each match's words, so only the most recent
 * RANKED_CANDIDATES docs and logs (after the page's offset) are ranked: a word in most docs
 * costs the same as a rare one. Docs (with the places) and logs are read at once, each by its
 * own statement; bodies are read for the returned page only, for its snippets.
 */
export async function findFullTextMatches(
  db: Database,
  filter: FullTextFilter,
): Promise<FullTextMatch[]> {
  if (filter.projectIds.length === 0 || filter.terms.length === 0) return [];
  const parts = searchParts(filter);
  // Groups, projects and important documents are few: they go with the docs.
  const docsAndPlaces = [
    wantsKind(filter, 'doc') ? docMatches(parts) : null,
    placeMatches(filter, parts),
  ];
  const present = docsAndPlaces.filter((matches): matches is SQL => matches !== null);
  const statements = [
    present.length > 0 ? sql.join(present, sql` union all `) : null,
    wantsKind(filter, 'log') && !filter.docIds ? logMatches(parts) : null,
  ].filter((matches): matches is SQL => matches !== null);
  // One moment for every statement's ages, so that their scores compare.
  const at = new Date();
  const found = await Promise.all(statements.map((matches) => readBest(db, matches, filter, at)));
  const page = found
    .flat()
    .sort(byRelevance)
    .slice(filter.offset, filter.offset + filter.limit);
  return withBodies(db, page);
}
