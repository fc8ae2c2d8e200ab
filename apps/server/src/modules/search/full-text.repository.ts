import { sql } from 'drizzle-orm';
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
  query: string;
  projectIds: number[];
  kind?: 'doc' | 'log' | undefined;
  includeArchived: boolean;
  limit: number;
  offset: number;
}

/**
 * The docs and logs of these projects whose title or body holds every word of `query`, each as a
 * prefix, best first: a title match above a body match, then by rank weighed by age. The query
 * is split by the same parser as the indexed text (migration 0008), so both agree on what a word
 * is. Bodies are read for the returned page only, for its snippets.
 */
export async function findFullTextMatches(db: Database, filter: FullTextFilter) {
  if (filter.projectIds.length === 0) return [];
  const projects = sql`(${sql.join(
    filter.projectIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const docs = filter.kind !== 'log';
  const logs = filter.kind !== 'doc';
  const archived = filter.includeArchived ? sql`true` : sql`not is_archived`;
  const result = await db.execute(sql`
    with q as (
      select to_tsquery('simple', coalesce(
        (select string_agg(quote_literal(lexeme) || ':*', ' & ')
          from unnest(to_tsvector('simple', search_fold(${filter.query})))),
        '')) as query
    ),
    doc_hits as (
      select d.id from docs d, q
        where ${docs} and d.search_title @@ q.query and d.project_id in ${projects}
      union
      select c.doc_id from doc_contents c, q where ${docs} and c.search_body @@ q.query
    ),
    matches as (
      select 'doc' as kind, d.id, d.project_id, d.name as title, d.emoji, d.is_archived,
        d.search_title @@ q.query as in_title, coalesce(ts_rank(c.search_body, q.query), 0) as rank,
        greatest(d.updated_at, c.updated_at) as updated_at
      from doc_hits h
        join docs d on d.id = h.id
        left join doc_contents c on c.doc_id = d.id
        cross join q
      where d.project_id in ${projects} and ${archived}
      union all
      select 'log', l.id, l.project_id, l.title, null, l.is_archived,
        l.search_title @@ q.query, ts_rank(l.search_body, q.query),
        coalesce(l.edition_date, l.created_at)
      from logs l, q
      where ${logs} and l.project_id in ${projects} and ${archived}
        and (l.search_title @@ q.query or l.search_body @@ q.query)
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
    order by in_title desc, score desc, updated_at desc, kind, id`);
  return foundRows.parse(result).rows;
}
