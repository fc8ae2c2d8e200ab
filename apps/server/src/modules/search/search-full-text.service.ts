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
import { findSpellingAlternatives } from './search-spelling.repository';

/**
 * GET /search/full-text: the docs and logs the caller may read now whose words match the query
 * (a long word no saved word begins with also matches the words it most resembles), best first,
 * a page at a time, each with the passage that matched.
 */
export async function fullTextSearch(
  { db }: { db: Database },
  { caller, query }: MemberCall & { query: z.output<typeof fullTextSearchQuery> },
): Promise<FullTextSearchResults> {
  const words = searchWordsOf(query.q);
  const [scope, alternatives] = await Promise.all([
    searchScope(db, { caller }),
    findSpellingAlternatives(db, caller.workspaceId, words),
  ]);
  const includeArchived = query.archived === 'include';
  const projects = scope.visibleProjects.filter(
    (project) =>
      (query.project_id === undefined || project.id === query.project_id) &&
      (query.group_id === undefined || project.groupId === query.group_id) &&
      (includeArchived || !project.isArchived),
  );
  const matches = await findFullTextMatches(db, {
    terms: words.map((word) => ({ word, alternatives: alternatives.get(word) ?? [] })),
    workspaceId: caller.workspaceId,
    projectIds: projects.map((project) => project.id),
    hiddenProjectIds: scope.allProjects
      .filter((project) => !projects.includes(project))
      .map((project) => project.id),
    kind: query.kind,
    authorId: query.author_id,
    updatedAfter: query.updated_after ? new Date(query.updated_after) : undefined,
    updatedBefore: query.updated_before ? new Date(query.updated_before) : undefined,
    includeArchived,
    limit: query.limit + 1,
    offset: query.offset,
  });
  const highlighted = [...words, ...[...alternatives.values()].flat()];
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
        snippet: match.body ? snippetOf(match.body, highlighted) : null,
        title_highlights: matchRanges(title, highlighted),
        updated_at: new Date(match.updated_ms).toISOString(),
      };
    }),
    next_offset: matches.length > query.limit ? query.offset + query.limit : null,
  };
}
