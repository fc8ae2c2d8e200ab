import {
  UNTITLED_DOC,
  type FullTextSearchResults,
  type fullTextSearchQuery,
  type publicFullTextSearchQuery,
} from '@hangar/contracts';
import { matchRanges, searchWordsOf, snippetOf } from '@hangar/domain/search-snippet';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { MemberCall } from '../workspaces/workspaces.access';
import {
  findFullTextMatches,
  type FullTextFilter,
  type FullTextMatch,
  type SearchTerm,
} from './search-full-text.repository';
import { visibleItems } from '../groups/groups-visible-items.service';
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

/** Where a match is, as the lists show it: its names above, and whether it is archived. */
interface MatchPlace {
  locationOf: (match: FullTextMatch) => string[];
  isArchived: (match: FullTextMatch) => boolean;
}

/** A page of matches (one more asked than shown, to know of a next page) as the API answers. */
function presentMatches(
  matches: FullTextMatch[],
  { limit, offset }: Page,
  highlighted: string[],
  place: MatchPlace,
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
        is_archived: place.isArchived(match),
        location: place.locationOf(match),
        url: match.url,
        snippet: match.body ? snippetOf(match.body, highlighted) : null,
        title_highlights: matchRanges(title, highlighted),
        updated_at: new Date(match.updated_ms).toISOString(),
      };
    }),
    next_offset: matches.length > limit ? offset + limit : null,
  };
}

/** A workspace's places: a group is at the top, a project under its group, the rest under both. */
function workspacePlace(scope: Awaited<ReturnType<typeof visibleItems>>): MatchPlace {
  const projectOf = (match: FullTextMatch) =>
    match.project_id === null ? undefined : scope.projectsById.get(match.project_id);
  return {
    locationOf(match) {
      if (match.kind === 'group') return [];
      if (match.kind === 'project') {
        return [scope.groupsById.get(projectOf(match)?.groupId ?? 0)?.name ?? ''];
      }
      return scope.locationOf(match.project_id ?? 0);
    },
    isArchived: (match) =>
      match.is_archived || (match.kind !== 'group' && Boolean(projectOf(match)?.isArchived)),
  };
}

/**
 * GET /search/full-text: the docs and logs the caller may read now whose words match the query
 * (a long word no saved word begins with also matches the words it most resembles), and the
 * groups, projects and important documents whose titles do, best first, a page at a time, each
 * with the passage that matched.
 */
export async function fullTextSearch(
  { db }: { db: Database },
  { caller, query }: MemberCall & { query: z.output<typeof fullTextSearchQuery> },
): Promise<FullTextSearchResults> {
  const [scope, { terms, highlighted }] = await Promise.all([
    visibleItems(db, { caller }),
    searchTermsOf(db, caller.workspaceId, query.q),
  ]);
  const includeArchived = query.archived === 'include';
  const projects = scope.visibleProjects.filter(
    (project) =>
      (query.project_id === undefined || project.id === query.project_id) &&
      (query.group_id === undefined || project.groupId === query.group_id) &&
      (includeArchived || !project.isArchived),
  );
  const groups = scope.visibleGroups.filter(
    (group) =>
      query.project_id === undefined &&
      (query.group_id === undefined || group.id === query.group_id),
  );
  const filter: FullTextFilter = {
    terms,
    workspaceId: caller.workspaceId,
    projectIds: projects.map((project) => project.id),
    groupIds: groups.map((group) => group.id),
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
  return presentMatches(
    await findFullTextMatches(db, filter),
    query,
    highlighted,
    workspacePlace(scope),
  );
}

/**
 * GET /public/{token}/search/full-text: the same search over what the share link shows: the
 * shared project's docs and logs, or the shared doc alone; archived ones never.
 */
export async function publicFullTextSearch(
  db: Database,
  scope: { project: { id: number; workspaceId: number; name: string }; doc?: { id: number } },
  query: z.output<typeof publicFullTextSearchQuery>,
): Promise<FullTextSearchResults> {
  const { project } = scope;
  const { terms, highlighted } = await searchTermsOf(db, project.workspaceId, query.q);
  const matches = await findFullTextMatches(db, {
    terms,
    workspaceId: project.workspaceId,
    projectIds: [project.id],
    docIds: scope.doc ? [scope.doc.id] : undefined,
    kind: query.kind,
    includeArchived: false,
    limit: query.limit + 1,
    offset: query.offset,
  });
  return presentMatches(matches, query, highlighted, {
    isArchived: () => false,
    locationOf: () => [project.name],
  });
}
