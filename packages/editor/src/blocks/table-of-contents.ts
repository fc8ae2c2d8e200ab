import { mergeAttributes, Node } from '@tiptap/core';

/** The doc's headings, listed where it stands (the web's view lists them live). */
export const TableOfContents = Node.create({
  name: 'tableOfContents',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  parseHTML() {
    return [{ tag: 'nav[data-table-of-contents]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'nav',
      mergeAttributes(HTMLAttributes, { 'data-table-of-contents': '', 'aria-label': 'Contents' }),
    ];
  },
});
