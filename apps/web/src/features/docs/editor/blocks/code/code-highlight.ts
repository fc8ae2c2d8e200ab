import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { MERMAID } from './languages';
import { loadLowlight, type Lowlight } from './lowlight-loader';

interface HastNode {
  type: string;
  value?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

export const codeHighlightKey = new PluginKey<DecorationSet>('codeHighlight');
const key = codeHighlightKey;

type Run = [from: number, to: number, className: string];

/** The highlighted runs of a code's hast tree: [from, to, classes], offsets in the code. */
function runs(nodes: HastNode[], classes: string[], at: { offset: number }): Run[] {
  const found: Run[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      const from = at.offset;
      at.offset += node.value?.length ?? 0;
      if (classes.length) found.push([from, at.offset, classes.join(' ')]);
    } else if (node.children) {
      const own = node.properties?.className;
      const more = Array.isArray(own) ? own.map(String) : [];
      found.push(...runs(node.children, [...classes, ...more], at));
    }
  }
  return found;
}

/** Each code block's runs, by node: an unchanged block (the same node) is not highlighted again. */
const highlighted = new WeakMap<ProseMirrorNode, Run[]>();

function runsOf(node: ProseMirrorNode, language: string, lowlight: Lowlight): Run[] {
  const known = highlighted.get(node);
  if (known) return known;
  const tree = lowlight.highlight(language, node.textContent);
  const found = runs(tree.children as HastNode[], [], { offset: 0 });
  highlighted.set(node, found);
  return found;
}

function decorations(doc: ProseMirrorNode, lowlight: Lowlight | null): DecorationSet {
  if (!lowlight) return DecorationSet.empty;
  const found: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name !== 'codeBlock') return !node.isTextblock;
    const language = String(node.attrs.language ?? '');
    if (!language || !lowlight.registered(language)) return false;
    for (const [from, to, className] of runsOf(node, language, lowlight)) {
      found.push(
        Decoration.inline(pos + 1 + from, pos + 1 + to, { class: className }, { className }),
      );
    }
    return false;
  });
  return DecorationSet.create(doc, found);
}

/** Whether a change of `tr` touches a code block (one there before or after it). */
function touchesCode(tr: Transaction): boolean {
  let touched = false;
  const look = (doc: ProseMirrorNode, from: number, to: number) =>
    doc.nodesBetween(from, Math.min(to, doc.content.size), (node) => {
      if (node.type.name === 'codeBlock') touched = true;
      return !touched && !node.isTextblock;
    });
  tr.steps.forEach((step, index) => {
    const before = tr.docs[index];
    const after = tr.docs[index + 1] ?? tr.doc;
    step.getMap().forEach((oldFrom, oldTo, newFrom, newTo) => {
      if (before) look(before, oldFrom, oldTo);
      look(after, newFrom, newTo);
    });
  });
  return touched;
}

/**
 * The decorations after `tr`: where it changed no code block (typing in a paragraph), the old
 * ones moved along, so a keystroke costs no walk over a long doc's every block.
 */
function nextDecorations(tr: Transaction, old: DecorationSet, lowlight: Lowlight | null) {
  if (tr.getMeta(key)) return decorations(tr.doc, lowlight);
  if (!tr.docChanged) return old;
  return touchesCode(tr) ? decorations(tr.doc, lowlight) : old.map(tr.mapping, tr.doc);
}

function holdsLanguageCode(doc: ProseMirrorNode): boolean {
  let found = false;
  doc.descendants((node) => {
    const language = node.type.name === 'codeBlock' ? node.attrs.language : null;
    if (language && language !== MERMAID) found = true;
    return !found && !node.isTextblock;
  });
  return found;
}

/**
 * Code blocks' syntax highlighting (highlight.js's classes, styled in code-block.css) for the
 * language of each block. The grammars are loaded the first time a doc holds a code block with a
 * language (a diagram's is not one); until then the code shows plain.
 */
export const CodeHighlight = Extension.create({
  name: 'codeHighlight',

  addProseMirrorPlugins() {
    let lowlight: Lowlight | null = null;
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: () => DecorationSet.empty,
          apply: (tr, old) => nextDecorations(tr, old, lowlight),
        },
        props: { decorations: (state) => key.getState(state) },
        view: (view) => {
          // Each view of the plugin (TipTap makes new ones when it reconfigures the editor)
          // asks once, and redraws when the grammars are there.
          let alive = true;
          let requested = false;
          const load = () => {
            if (requested || !holdsLanguageCode(view.state.doc)) return;
            requested = true;
            void loadLowlight().then((loaded) => {
              lowlight = loaded;
              if (alive) view.dispatch(view.state.tr.setMeta(key, true));
            });
          };
          load();
          return {
            update: (_view, previous) => {
              if (previous.doc !== view.state.doc) load();
            },
            destroy: () => {
              alive = false;
            },
          };
        },
      }),
    ];
  },
});
