import type { SearchList } from '@hangar/contracts/search';

export type PageToLink = SearchList['docs'][number];

/** Most pages the `[[` list offers. */
const PAGES_LISTED = 8;

const words = (text: string) => text.toLocaleLowerCase().split(/\s+/).filter(Boolean);

/**
 * The pages the `[[` list offers for what was typed: active docs whose title holds every typed
 * word, those of the current project first, then titles that start with the query, then by title.
 */
export function pagesToLink(
  docs: PageToLink[],
  query: string,
  projectId: number,
  exceptDocId: number | null = null,
): PageToLink[] {
  const typed = words(query);
  const start = typed.join(' ');
  const rank = (doc: PageToLink) =>
    (doc.project_id === projectId ? 0 : 2) +
    (doc.title.toLocaleLowerCase().startsWith(start) ? 0 : 1);
  return docs
    .filter((doc) => !doc.is_archived && doc.id !== exceptDocId)
    .filter((doc) => {
      const title = doc.title.toLocaleLowerCase();
      return typed.every((word) => title.includes(word));
    })
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title))
    .slice(0, PAGES_LISTED);
}
