import { Node, type Extensions, type NodeViewRenderer } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Mention from '@tiptap/extension-mention';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { DOC_BLOCKS } from './blocks';

/** StarterKit as every rich text of the app uses it: headings 1 to 3, links opened by Ctrl-click. */
export const STARTER_KIT_OPTIONS = {
  heading: { levels: [1, 2, 3] as const },
  link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
} satisfies Parameters<typeof StarterKit.configure>[0];

/**
 * A person named in the text: TipTap's `mention` with only `id` (their user id, in digits) and
 * `label` (their name).
 */
export const PersonMention = Mention.extend({
  addAttributes() {
    const attributes = { ...this.parent?.() };
    delete attributes.mentionSuggestionChar;
    return attributes;
  },
});

/** How the web shows a block: its node view, by the block's node name. */
export type BlockViews = Partial<Record<string, NodeViewRenderer>>;

/** The doc's own blocks (callouts, toggles, ...), each with its view where `views` has one. */
export function docBlocks(views: BlockViews = {}): Extensions {
  return DOC_BLOCKS.map((block) => {
    const view = views[block.name];
    return view && block instanceof Node ? block.extend({ addNodeView: () => view }) : block;
  });
}

/**
 * The doc editor's schema without behaviours: what the server checks content against and
 * converts, and what the web's `docExtensions` builds on (with views, live editing and menus).
 */
export function docSchemaExtensions(): Extensions {
  return [
    StarterKit.configure({ ...STARTER_KIT_OPTIONS, undoRedo: false }),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ allowBase64: false }),
    PersonMention,
    ...docBlocks(),
  ];
}
