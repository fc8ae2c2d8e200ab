import type { SearchList } from '@hangar/contracts/search';
import { routes } from '@hangar/contracts/routes';
import { normalizeSearchText } from '@hangar/domain/search';

export type SearchKind = 'group' | 'project' | 'doc' | 'important_doc' | 'log';

/** Where a result leads: a page of the app, or an external address (opened in a new tab). */
export type SearchTarget = { external: false; to: string } | { external: true; url: string };

/** One item of GET /search as the modal shows it. */
export interface SearchResult {
  key: string;
  kind: SearchKind;
  title: string;
  /** Logs also match on their description. */
  description?: string;
  emoji: string | null;
  isArchived: boolean;
  location: string[];
  target: SearchTarget;
}

/** The sections of the results, in this order. */
export const SEARCH_SECTIONS: readonly { kind: SearchKind; label: string }[] = [
  { kind: 'group', label: 'Groups' },
  { kind: 'project', label: 'Projects' },
  { kind: 'doc', label: 'Documentations' },
  { kind: 'important_doc', label: 'Important documents' },
  { kind: 'log', label: 'Logs' },
];

/**
 * The search list as results, section by section (SPEC.md section 2 "Search modal"): a group
 * leads to its page, a project to its logs, a doc to its page, an important document to the
 * project's important documents (an external link to its address), a log to its page.
 */
export function searchResultsOf(list: SearchList, workspaceId: number): SearchResult[] {
  const base = (kind: SearchKind, item: SearchList['groups'][number]) => ({
    key: `${kind}-${item.id}`,
    kind,
    title: item.title,
    emoji: item.emoji,
    isArchived: item.is_archived,
    location: item.location.filter(Boolean),
  });
  const to = (path: string): SearchTarget => ({ external: false, to: path });
  return [
    ...list.groups.map((group) => ({
      ...base('group', group),
      target: to(routes.group(workspaceId, group.id)),
    })),
    ...list.projects.map((project) => ({
      ...base('project', project),
      target: to(routes.projectPage(workspaceId, project.id, 'logs')),
    })),
    ...list.docs.map((doc) => ({
      ...base('doc', doc),
      target: to(routes.doc(workspaceId, doc.project_id, doc.id)),
    })),
    ...list.important_docs.map((link) => ({
      ...base('important_doc', link),
      target:
        link.url === null
          ? to(routes.projectPage(workspaceId, link.project_id, 'important-docs'))
          : { external: true as const, url: link.url },
    })),
    ...list.logs.map((log) => ({
      ...base('log', log),
      description: log.description,
      target: to(routes.log(workspaceId, log.project_id, log.id)),
    })),
  ];
}

/** The letters typed, spaces aside: the prompt asks for three, searching starts from one. */
export function typedLetters(query: string): number {
  return normalizeSearchText(query).replace(/\s+/g, '').length;
}

export interface SearchSection {
  kind: SearchKind;
  label: string;
  results: SearchResult[];
}

/** Found results by section, empty sections left out; the order is kept. */
export function sectionsOf(results: readonly SearchResult[]): SearchSection[] {
  return SEARCH_SECTIONS.map(({ kind, label }) => ({
    kind,
    label,
    results: results.filter((result) => result.kind === kind),
  })).filter((section) => section.results.length > 0);
}
