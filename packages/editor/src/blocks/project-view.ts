import { mergeAttributes, Node } from '@tiptap/core';

/** What the attributes are read from (an HTML element; this package builds without the DOM's types). */
interface Element {
  getAttribute(name: string): string | null;
}

/** The view's attribute as HTML keeps it, or null when absent. */
const fromData = (name: string) => (element: Element) => element.getAttribute(`data-${name}`);

/**
 * A live view of the doc's own project (docs/docs.md "Live views of the project"): `view` is
 * 'logs' (the `limit` latest), 'links' (the important links) or 'planning' (from `from` to `to`,
 * ISO days; null: today to 30 days on). One block, no text of its own; the web draws the data.
 */
export const ProjectView = Node.create({
  name: 'projectView',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return {
      view: { default: 'logs', parseHTML: fromData('view') },
      limit: {
        default: 5,
        parseHTML: (element: Element) => Number(element.getAttribute('data-limit')) || 5,
      },
      from: { default: null, parseHTML: fromData('from') },
      to: { default: null, parseHTML: fromData('to') },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-project-view]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const attrs = node.attrs as {
      view: string;
      limit: number;
      from: string | null;
      to: string | null;
    };
    return [
      'div',
      mergeAttributes(HTMLAttributes, {
        'data-project-view': '',
        'data-view': attrs.view,
        'data-limit': String(attrs.limit),
        ...(attrs.from ? { 'data-from': attrs.from } : {}),
        ...(attrs.to ? { 'data-to': attrs.to } : {}),
      }),
    ];
  },
});
