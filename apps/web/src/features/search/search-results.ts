import type { FullTextKind, SearchList, SearchSnippet } from '@hangar/contracts/search';
import { routes } from '@hangar/contracts/routes';
import { normalizeSearchText } from '@hangar/domain/search';

/** The kinds of both searches (GET /search's lists, GET /search/full-text's `kind`). */
export type SearchKind = FullTextKind;

/** Where a result leads: a page of the app, or an external address (opened in a new tab). */
export type SearchTarget = { external: false; to: string } | { external: true; url: string };

/** A [start, end) range of characters to highlight. */
export type HighlightRange = readonly [number, number];

/** One item of GET /search (or of GET /search/full-text) as the modal shows it. */
export interface SearchResult {
  /** The same for an item whichever search found it: `searchResultKey(kind, id)`. */
  key: string;
  kind: SearchKind;
  title: string;
  emoji: string | null;
  isArchived: boolean;
  location: string[];
  target: SearchTarget;
  /** Full-text results: the title's words that matched. */
  titleHighlights?: readonly HighlightRange[];
  /** Full-text results: the passage of the body or description that matched. */
  snippet?: SearchSnippet | null;
}

export function searchResultKey(kind: SearchKind, id: number): string {
  return `${kind}-${id}`;
}

/** The sections of the results, in this order. */
const SEARCH_SECTIONS: readonly { kind: SearchKind; label: string }[] = [
  { kind: 'group', label: 'Groups' },
  { kind: 'project', label: 'Projects' },
  { kind: 'doc', label: 'Documentations' },
  { kind: 'important_doc', label: 'Important documents' },
  { kind: 'log', label: 'Logs' },
];

const pageTarget = (to: string): SearchTarget => ({ external: false, to });

/**
 * Where an item of either search leads (SPEC.md section 2 "Search modal"): a group to its page, a
 * project to its logs, a doc to its page, an important document to the project's important
 * documents (an external link to its address), a log to its page.
 */
export function searchTarget(
  kind: SearchKind,
  workspaceId: number,
  item: { id: number; project_id?: number | null; url?: string | null },
): SearchTarget {
  const projectId = item.project_id ?? 0;
  switch (kind) {
    case 'group':
      return pageTarget(routes.group(workspaceId, item.id));
    case 'project':
      return pageTarget(routes.projectPage(workspaceId, item.id, 'logs'));
    case 'doc':
      return pageTarget(routes.doc(workspaceId, projectId, item.id));
    case 'important_doc':
      return item.url
        ? { external: true, url: item.url }
        : pageTarget(routes.projectPage(workspaceId, projectId, 'important-docs'));
    case 'log':
      return pageTarget(routes.log(workspaceId, projectId, item.id));
  }
}

/** The search list as results, section by section, each leading where `searchTarget` says. */
export function searchResultsOf(list: SearchList, workspaceId: number): SearchResult[] {
  const resultOf = (
    kind: SearchKind,
    item: SearchList['groups'][number] & { project_id?: number; url?: string | null },
  ): SearchResult => ({
    key: searchResultKey(kind, item.id),
    kind,
    title: item.title,
    emoji: item.emoji,
    isArchived: item.is_archived,
    location: item.location.filter(Boolean),
    target: searchTarget(kind, workspaceId, item),
  });
  return [
    ...list.groups.map((group) => resultOf('group', group)),
    ...list.projects.map((project) => resultOf('project', project)),
    ...list.docs.map((doc) => resultOf('doc', doc)),
    ...list.important_docs.map((link) => resultOf('important_doc', link)),
    ...list.logs.map((log) => resultOf('log', log)),
  ];
}

/** The letters typed, spaces aside: the prompt asks for three, searching starts from one. */
export function typedLetters(query: string): number {
  return normalizeSearchText(query).replace(/\s+/g, '').length;
}

export interface SearchSection {
  /** Unique among the sections shown together. */
  key: string;
  label: string;
  results: SearchResult[];
}

/** Found results by section, empty sections left out; the order is kept. */
export function sectionsOf(results: readonly SearchResult[]): SearchSection[] {
  return SEARCH_SECTIONS.map(({ kind, label }) => ({
    key: kind,
    label,
    results: results.filter((result) => result.kind === kind),
  })).filter((section) => section.results.length > 0);
}
