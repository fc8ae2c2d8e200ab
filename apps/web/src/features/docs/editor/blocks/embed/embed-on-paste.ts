import { embedFrame } from '@hangar/domain';
import { Extension } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';

/**
 * The embed a paste of `text` makes in `state`: a link alone to a site Hangar embeds, pasted on
 * an empty line (as Notion and Outline do); null for anything else, which pastes as usual (a
 * link inside a sentence stays a link).
 */
function embedOfPaste(state: EditorState, text: string): { url: string; provider: string } | null {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type.name !== 'paragraph' || $from.parent.content.size > 0) {
    return null;
  }
  const url = text.trim();
  if (/\s/.test(url)) return null;
  const frame = embedFrame(url);
  return frame ? { url, provider: frame.provider } : null;
}

/** A link to YouTube, Figma, Google Docs… pasted on an empty line becomes its embed. */
export const EmbedOnPaste = Extension.create({
  name: 'embedOnPaste',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('embedOnPaste'),
        props: {
          handlePaste: (view, event) => {
            const embed = embedOfPaste(
              view.state,
              event.clipboardData?.getData('text/plain') ?? '',
            );
            if (!embed) return false;
            const { state } = view;
            const { embed: embedType, paragraph } = state.schema.nodes;
            if (!embedType || !paragraph) return false;
            // The embed in place of the empty line, and a new line below it to write on.
            const node = embedType.create(embed);
            const start = state.selection.$from.before();
            const tr = state.tr.replaceWith(start, state.selection.$from.after(), [
              node,
              paragraph.create(),
            ]);
            tr.setSelection(TextSelection.create(tr.doc, start + node.nodeSize + 1));
            view.dispatch(tr.scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});
