import { PAGE_LINK_NODE } from '@hangar/editor/blocks/page-link-id';
import { Extension, type Editor, type Range } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion from '@tiptap/suggestion';
import { suggestionList } from '../../suggestion-list';
import { PageLinkList } from './PageLinkList';
import type { PageToLink } from './pages-to-link';

/** Where the `[[` list looks for pages: the workspace, the current project first. */
export interface PageLinkSource {
  workspaceId: number;
  projectId: number;
  /** The doc being edited, left out of the list. */
  docId?: number;
}

/** Replaces the typed "[[na" with a link to the page (and a space after it). */
function insertPageLink(editor: Editor, range: Range, page: PageToLink): void {
  const attrs = { docId: String(page.id), projectId: String(page.project_id), title: page.title };
  editor
    .chain()
    .focus()
    .insertContentAt(range, [
      { type: PAGE_LINK_NODE, attrs },
      { type: 'text', text: ' ' },
    ])
    .run();
}

/**
 * Typing "[[" opens a list of the workspace's pages the user can read, filtered by title as one
 * types (across spaces); arrows and Enter (or Tab) pick one, Escape closes the list.
 */
export const PageLinkSuggestion = Extension.create<{ source: PageLinkSource | null }>({
  name: 'pageLinkSuggestion',

  addOptions() {
    return { source: null };
  },

  addProseMirrorPlugins() {
    const source = this.options.source;
    if (!source) return [];
    return [
      Suggestion({
        editor: this.editor,
        pluginKey: new PluginKey('pageLinkSuggestion'),
        char: '[[',
        allowSpaces: true,
        allowedPrefixes: null,
        shouldShow: ({ query }) => query.length <= 100 && !query.includes(']]'),
        items: () => [],
        render: suggestionList(PageLinkList, ({ editor, query, range }) => ({
          ...source,
          editor,
          query,
          pick: (page: PageToLink) => insertPageLink(editor, range, page),
        })),
      }),
    ];
  },
});
