import { mergeAttributes, Node, wrappingInputRule } from '@tiptap/core';
import { calloutKind, type CalloutKind } from './callout-kinds';

export * from './callout-kinds';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callout: {
      /** Wraps the selected blocks in a callout of that kind. */
      setCallout: (kind: CalloutKind) => ReturnType;
    };
  }
}

/**
 * A coloured box of blocks (`kind`: info, success, warning or danger) led by an emoji (`emoji`,
 * null for its kind's). `:::info ` (or success, warning, danger) at a line's start makes one.
 */
export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,

  addAttributes() {
    return {
      kind: {
        default: 'info',
        parseHTML: (element) => calloutKind(element.getAttribute('data-kind')),
        renderHTML: (attributes) => ({ 'data-kind': calloutKind(attributes.kind) }),
      },
      emoji: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-emoji') || null,
        renderHTML: (attributes) =>
          typeof attributes.emoji === 'string' ? { 'data-emoji': attributes.emoji } : {},
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-callout]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { 'data-callout': '', class: 'callout' }), 0];
  },

  addCommands() {
    return {
      setCallout:
        (kind) =>
        ({ commands }) =>
          commands.wrapIn(this.name, { kind }),
    };
  },

  addInputRules() {
    return [
      wrappingInputRule({
        find: /^:::(info|success|warning|danger)\s$/,
        type: this.type,
        getAttributes: (match) => ({ kind: calloutKind(match[1]) }),
        // A new callout right after another stays a callout of its own.
        joinPredicate: () => false,
      }),
    ];
  },
});
