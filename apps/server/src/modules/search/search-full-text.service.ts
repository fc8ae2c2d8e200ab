import {
  UNTITLED_DOC,
  type FullTextSearchResults,
  type fullTextSearchQuery,
  type publicFullTextSearchQuery,
} from '@hangar/contracts';
import { matchRanges, searchWordsOf, snippetOf } from '@hangar/domain/search-snippet';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { PublicScope } from '../public/public.access';
import type { MemberCall } from '../workspaces/workspaces.access';
import {
  findFullTextMatches,
  type FullTextFilter,
  type FullTextMatch,
  type SearchTerm,
} from './search-full-text.repository';
import { searchScope } from './search-scope';
import { findSpellingAlternatives } from './search-spelling.repository';

/** The words of a query, each with the known words it may be a typo of. */
async function searchTermsOf(db: Database, workspaceId: number, q: string) {
  const words = searchWordsOf(q);
  const alternatives = await findSpellingAlternatives(db, workspaceId, words);
  const terms: SearchTerm[] = words.map((word) => ({
    word,
    alternatives: alternatives.get(word) ?? [],
  }));
  return { terms, highlighted: terms.flatMap(({ word, alternatives }) => [word, ...alternatives]) };
}

interface Page {
  limit: number;
  offset: number;
}

/** A page of matches (one more asked than shown, to know of a next page) as the API answers. */
function presentMatches(
  matches: FullTextMatch[],
  { limit, offset }: Page,
  highlighted: string[],
  place: {
    projectIsArchived: (projectId: number) => boolean;
    locationOf: (projectId: number) => string[];
  },
): FullTextSearchResults {
  return {
    results: matches.slice(0, limit).map((match) => {
      const title = match.kind === 'doc' ? match.title || UNTITLED_DOC : match.title;
      return {
        kind: match.kind,
        id: match.id,
        project_id: match.project_id,
        title,
        emoji: match.emoji,
        is_archived: match.is_archived || place.projectIsArchived(match.project_id),
        location: place.locationOf(match.project_id),
        snippet: match.body ? snippetOf(match.body, highlighted) : null,
        title_highlights: matchRanges(title, highlighted),
        updated_at: new Date(match.updated_ms).toISOString(),
      };
    }),
    next_offset: matches.length > limit ? offset + limit : null,
  };
}

/**
 * GET /search/full-text: the docs and logs the caller may read now whose words match the query
 * (a long word no saved word begins with also matches the words it most resembles), best first,
 * a page at a time, each with the passage that matched.
 */
export async function fullTextSearch(
  { db }: { db: Database },
  { caller, query }: MemberCall & { query: z.output<typeof fullTextSearchQuery> },
): Promise<FullTextSearchResults> {
  const [scope, { terms, highlighted }] = await Promise.all([
    searchScope(db, { caller }),
    searchTermsOf(db, caller.workspaceId, query.q),
  ]);
  const includeArchived = query.archived === 'include';
  const projects = scope.visibleProjects.filter(
    (project) =>
      (query.project_id === undefined || project.id === query.project_id) &&
      (query.group_id === undefined || project.groupId === query.group_id) &&
      (includeArchived || !project.isArchived),
  );
  const filter: FullTextFilter = {
    terms,
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
  };
  return presentMatches(await findFullTextMatches(db, filter), query, highlighted, {
    projectIsArchived: (id) => Boolean(scope.projectsById.get(id)?.isArchived),
    locationOf: scope.locationOf,
  });
}

/**
 * GET /public/{token}/search/full-text: the same search over what the share link shows: the
 * shared project's docs and logs, or the shared doc alone; archived ones never.
 */
export async function publicFullTextSearch(
  db: Database,
  scope: PublicScope,
  query: z.output<typeof publicFullTextSearchQuery>,
): Promise<FullTextSearchResults> {
  const { project } = scope;
  const { terms, highlighted } = await searchTermsOf(db, project.workspaceId, query.q);
  const matches = await findFullTextMatches(db, {
    terms,
    workspaceId: project.workspaceId,
    projectIds: [project.id],
    docIds: scope.mode === 'doc' ? [scope.doc.id] : undefined,
    kind: query.kind,
    includeArchived: false,
    limit: query.limit + 1,
    offset: query.offset,
  });
  return presentMatches(matches, query, highlighted, {
    projectIsArchived: () => false,
    locationOf: () => [project.name],
  });
}
