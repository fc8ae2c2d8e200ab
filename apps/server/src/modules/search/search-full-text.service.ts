import {
  UNTITLED_DOC,
  type FullTextSearchResults,
  type fullTextSearchQuery,
} from '@hangar/contracts';
import { matchRanges, searchWordsOf, snippetOf } from '@hangar/domain/search-snippet';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { MemberCall } from '../workspaces/workspaces.access';
import { findFullTextMatches } from './search-full-text.repository';
import { searchScope } from './search-scope';

/**
 * GET /search/full-text: the docs and logs the caller may read now whose words match the query,
 * best first, a page at a time, each with the passage that matched.
 */
export async function fullTextSearch(
  { db }: { db: Database },
  { caller, query }: MemberCall & { query: z.output<typeof fullTextSearchQuery> },
): Promise<FullTextSearchResults> {
  const scope = await searchScope(db, { caller });
  const includeArchived = query.archived === 'include';
  const projects = scope.visibleProjects.filter(
    (project) =>
      (query.project_id === undefined || project.id === query.project_id) &&
      (query.group_id === undefined || project.groupId === query.group_id) &&
      (includeArchived || !project.isArchived),
  );
  const words = searchWordsOf(query.q);
  const matches = await findFullTextMatches(db, {
    words,
    workspaceId: caller.workspaceId,
    projectIds: projects.map((project) => project.id),
    hiddenProjectIds: scope.allProjects
      .filter((project) => !projects.includes(project))
      .map((project) => project.id),
    kind: query.kind,
    includeArchived,
    limit: query.limit + 1,
    offset: query.offset,
  });
  return {
    results: matches.slice(0, query.limit).map((match) => {
      const title = match.kind === 'doc' ? match.title || UNTITLED_DOC : match.title;
      return {
        kind: match.kind,
        id: match.id,
        project_id: match.project_id,
        title,
        emoji: match.emoji,
        is_archived:
          match.is_archived || Boolean(scope.projectsById.get(match.project_id)?.isArchived),
        location: scope.locationOf(match.project_id),
        snippet: match.body ? snippetOf(match.body, words) : null,
        title_highlights: matchRanges(title, words),
        updated_at: new Date(match.updated_ms).toISOString(),
      };
    }),
    next_offset: matches.length > query.limit ? query.offset + query.limit : null,
  };
}
