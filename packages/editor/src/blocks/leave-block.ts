import { Extension } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';

/** Blocks Enter leaves from an empty last line: how many levels up the block to leave is. */
const LEFT_ON_ENTER: Record<string, number> = { callout: 0, detailsContent: 1, column: 1 };

/**
 * Enter on an empty last line of a callout, a toggle's content or a column (after other lines)
 * removes that line and goes on below the callout, toggle or columns, as in lists.
 */
export const LeaveBlockOnEnter = Extension.create({
  name: 'leaveBlockOnEnter',

  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => {
        const { $from, empty } = editor.state.selection;
        const depth = $from.depth - 1;
        const holder = depth > 0 ? $from.node(depth) : null;
        const up = holder ? LEFT_ON_ENTER[holder.type.name] : undefined;
        if (!empty || !holder || up === undefined || depth - up < 1) return false;
        if ($from.parent.type.name !== 'paragraph' || $from.parent.content.size > 0) return false;
        if (holder.childCount < 2 || $from.index(depth) !== holder.childCount - 1) return false;
        const after = $from.after(depth - up);
        const [from, to] = [$from.before(), $from.after()];
        const paragraph = editor.schema.nodes.paragraph;
        if (!paragraph) return false;
        return editor.commands.command(({ tr }) => {
          tr.delete(from, to);
          const at = tr.mapping.map(after);
          tr.insert(at, paragraph.create());
          tr.setSelection(TextSelection.create(tr.doc, at + 1));
          return true;
        });
      },
    };
  },
});
