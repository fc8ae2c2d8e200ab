import type { SearchList, SearchSnippet } from '@hangar/contracts/search';
import { routes } from '@hangar/contracts/routes';
import { normalizeSearchText } from '@hangar/domain/search';

export type SearchKind = 'group' | 'project' | 'doc' | 'important_doc' | 'log';

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
export const SEARCH_SECTIONS: readonly { kind: SearchKind; label: string }[] = [
  { kind: 'group', label: 'Groups' },
  { kind: 'project', label: 'Projects' },
  { kind: 'doc', label: 'Documentations' },
  { kind: 'important_doc', label: 'Important documents' },
  { kind: 'log', label: 'Logs' },
];

const pageTarget = (to: string): SearchTarget => ({ external: false, to });

/** A doc's page, or a log's: where either search's results lead. */
export function docOrLogTarget(
  kind: 'doc' | 'log',
  workspaceId: number,
  item: { id: number; project_id: number },
): SearchTarget {
  return pageTarget(
    kind === 'doc'
      ? routes.doc(workspaceId, item.project_id, item.id)
      : routes.log(workspaceId, item.project_id, item.id),
  );
}

/**
 * The search list as results, section by section (SPEC.md section 2 "Search modal"): a group
 * leads to its page, a project to its logs, a doc to its page, an important document to the
 * project's important documents (an external link to its address), a log to its page.
 */
export function searchResultsOf(list: SearchList, workspaceId: number): SearchResult[] {
  const base = (kind: SearchKind, item: SearchList['groups'][number]) => ({
    key: searchResultKey(kind, item.id),
    kind,
    title: item.title,
    emoji: item.emoji,
    isArchived: item.is_archived,
    location: item.location.filter(Boolean),
  });
  return [
    ...list.groups.map((group) => ({
      ...base('group', group),
      target: pageTarget(routes.group(workspaceId, group.id)),
    })),
    ...list.projects.map((project) => ({
      ...base('project', project),
      target: pageTarget(routes.projectPage(workspaceId, project.id, 'logs')),
    })),
    ...list.docs.map((doc) => ({
      ...base('doc', doc),
      target: docOrLogTarget('doc', workspaceId, doc),
    })),
    ...list.important_docs.map((link) => ({
      ...base('important_doc', link),
      target:
        link.url === null
          ? pageTarget(routes.projectPage(workspaceId, link.project_id, 'important-docs'))
          : { external: true as const, url: link.url },
    })),
    ...list.logs.map((log) => ({
      ...base('log', log),
      target: docOrLogTarget('log', workspaceId, log),
    })),
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
