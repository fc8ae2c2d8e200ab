import { InputRule, type AnyExtension } from '@tiptap/core';
import { Details, DetailsContent, DetailsSummary } from '@tiptap/extension-details';

/**
 * A toggle: TipTap's details (`details` holding a `detailsSummary` line and a `detailsContent` of
 * blocks), closed when a doc opens; whether it is open is each reader's own, not the doc's.
 * `>> ` at a line's start makes one.
 */
const ToggleDetails = Details.extend({
  addInputRules() {
    return [
      new InputRule({
        find: /^>>\s$/,
        handler: ({ range, chain }) => {
          chain().deleteRange(range).setDetails().run();
        },
      }),
    ];
  },
}).configure({
  persist: false,
  HTMLAttributes: { class: 'toggle' },
  renderToggleButton: ({ element, isOpen }) => {
    element.setAttribute('aria-label', isOpen ? 'Close the toggle' : 'Open the toggle');
    element.setAttribute('aria-expanded', String(isOpen));
  },
});

export const TOGGLE_NODES: AnyExtension[] = [ToggleDetails, DetailsSummary, DetailsContent];
