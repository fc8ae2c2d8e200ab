import { mergeAttributes, Node } from '@tiptap/core';

/** The doc's child pages, listed where it stands (the web's view lists them live). */
export const Subpages = Node.create({
  name: 'subpages',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  parseHTML() {
    return [{ tag: 'nav[data-subpages]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'nav',
      mergeAttributes(HTMLAttributes, { 'data-subpages': '', 'aria-label': 'Subpages' }),
    ];
  },
});
