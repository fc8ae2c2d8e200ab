import { mergeAttributes, Node, type Attribute } from '@tiptap/core';
import { PAGE_LINK_NODE } from './page-link-id';

export { PAGE_LINK_NODE, pageLinkDocId } from './page-link-id';

/**
 * A link to another doc, by its id: `docId` (digits), `projectId` (digits, where it was when
 * linked: its address) and `title`, the target's title when the link was made or last exported,
 * for search and the exports only. Views show the target's current title, so a rename breaks
 * nothing. Inline and atomic: the link is one piece of text.
 */
export const PageLink = Node.create({
  name: PAGE_LINK_NODE,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes() {
    const attr = (name: string, dataName: string): Attribute => ({
      default: null,
      parseHTML: (element) => element.getAttribute(`data-${dataName}`),
      renderHTML: (attributes) =>
        attributes[name] === null || attributes[name] === undefined
          ? {}
          : { [`data-${dataName}`]: String(attributes[name]) },
    });
    return {
      docId: attr('docId', 'doc-id'),
      projectId: attr('projectId', 'project-id'),
      title: attr('title', 'title'),
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-page-link]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return [
      'span',
      mergeAttributes(HTMLAttributes, { 'data-page-link': '' }),
      String(node.attrs.title ?? 'Page'),
    ];
  },

  renderText({ node }) {
    return String(node.attrs.title ?? '');
  },
});
