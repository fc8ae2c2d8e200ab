import { InputRule, Node, nodeInputRule } from '@tiptap/core';

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
 * A formula in a line of text (`$…$` typed in the text makes one): its LaTeX in `latex`, shown
 * with KaTeX by the web's view.
 */
export const InlineMath = Node.create({
  name: 'inlineMath',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => latexAttribute,
  parseHTML: () => [{ tag: 'span[data-type="inline-math"]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'span',
    { ...HTMLAttributes, 'data-type': 'inline-math', class: 'math' },
    String(node.attrs.latex ?? ''),
  ],
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
  atom: true,
  selectable: true,
  addAttributes: () => latexAttribute,
  parseHTML: () => [{ tag: 'div[data-type="block-math"]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    { ...HTMLAttributes, 'data-type': 'block-math', class: 'math' },
    String(node.attrs.latex ?? ''),
  ],
  addInputRules() {
    return [nodeInputRule({ find: /^\$\$\s$/, type: this.type })];
  },
});
