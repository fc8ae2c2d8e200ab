import { mergeAttributes, Node } from '@tiptap/core';

/**
 * A block listing part of the doc where it stands (the web's view lists them live): a `<nav>`
 * marked by its data attribute, named for screen readers by `label`.
 */
export function listingBlock(name: string, dataAttribute: `data-${string}`, label: string) {
  return Node.create({
    name,
    group: 'block',
    atom: true,
    selectable: true,
    draggable: true,

    parseHTML() {
      return [{ tag: `nav[${dataAttribute}]` }];
    },

    renderHTML({ HTMLAttributes }) {
      return ['nav', mergeAttributes(HTMLAttributes, { [dataAttribute]: '', 'aria-label': label })];
    },
  });
}
