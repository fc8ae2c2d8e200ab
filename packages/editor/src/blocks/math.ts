import { InputRule, Node, nodeInputRule } from '@tiptap/core';
import type { DOMOutputSpec } from '@tiptap/pm/model';

/** The part of a DOM element an attribute reads. */
type Element = { getAttribute: (name: string) => string | null };

/** A formula's LaTeX, read from and written to the element's `data-latex`. */
const latexAttribute = {
  latex: {
    default: '',
    parseHTML: (element: Element) => element.getAttribute('data-latex') ?? '',
    renderHTML: (attributes: { latex?: unknown }) => ({
      'data-latex': String(attributes.latex ?? ''),
    }),
  },
};

/**
 * What both formulas are: an atom holding its LaTeX in `latex`, an element of its `data-type`
 * with the LaTeX as its text.
 */
function formulaNode(tag: 'span' | 'div', dataType: 'inline-math' | 'block-math') {
  return {
    atom: true,
    selectable: true,
    addAttributes: () => latexAttribute,
    parseHTML: () => [{ tag: `${tag}[data-type="${dataType}"]` }],
    renderHTML: ({
      node,
      HTMLAttributes,
    }: {
      node: { attrs: { latex?: unknown } };
      HTMLAttributes: Record<string, unknown>;
    }): DOMOutputSpec => [
      tag,
      { ...HTMLAttributes, 'data-type': dataType, class: 'math' },
      String(node.attrs.latex ?? ''),
    ],
  };
}

/**
 * A formula in a line of text (`$…$` typed in the text makes one): its LaTeX in `latex`, shown
 * with KaTeX by the web's view.
 */
export const InlineMath = Node.create({
  name: 'inlineMath',
  group: 'inline',
  inline: true,
  ...formulaNode('span', 'inline-math'),
  addInputRules() {
    return [
      new InputRule({
        // `$x^2$`: no space just inside the dollars, the first `$` not after a word or a `\`.
        find: /(?:^|[^$\\\w])(\$([^\s$](?:[^$]*[^\s$\\])?)\$)$/,
        handler: ({ state, range, match }) => {
          const [whole, formula = '', latex] = match;
          const from = range.from + whole.length - formula.length;
          state.tr.replaceWith(from, range.to, this.type.create({ latex }));
        },
      }),
    ];
  },
});

/** A formula on its own line (`$$ ` at the start of an empty line makes one). */
export const BlockMath = Node.create({
  name: 'blockMath',
  group: 'block',
  ...formulaNode('div', 'block-math'),
  addInputRules() {
    return [nodeInputRule({ find: /^\$\$\s$/, type: this.type })];
  },
});
