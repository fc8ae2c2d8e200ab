import type { Extensions } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { docBlocks, STARTER_KIT_OPTIONS } from '@hangar/editor';
import { EDITOR_FIELD } from '@hangar/editor/fields';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { mentionExtension, type MentionSource } from '../../comments/mentions/mention-extension';
import { attachmentView } from './blocks/attachment';
import { CaretLabelFit } from './caret-label-fit';
import { FoundWordHighlight } from './found-word';
import { SlashCommands } from './slash-extension';

export { EDITOR_FIELD };

export interface EditorUser {
  name: string;
  /** A #rrggbb colour (the caret extension accepts no other). */
  color: string;
}

interface ExtensionsOptions {
  ydoc: Y.Doc;
  /** Null: the saved content only, no carets. */
  provider: HocuspocusProvider | null;
  user: EditorUser;
  pickImage: () => void;
  /** Opens the picker of files to attach (the slash menu's File). */
  pickFile?: () => void;
  /** Whose readers the @ list offers; null: mentions only show (no list). */
  mentions?: MentionSource | null;
}

/**
 * Rich text outside docs (a log's description): the doc's schema without tables, images and live
 * editing (what `richTextDoc` accepts), with its own undo history, and @mentions (their list
 * offering the readers of `mentions`' project; none read-only).
 */
export function richTextExtensions(
  placeholder: string,
  mentions: MentionSource | null = null,
): Extensions {
  return [
    StarterKit.configure(STARTER_KIT_OPTIONS),
    Placeholder.configure({ placeholder }),
    TaskList,
    TaskItem.configure({ nested: true }),
    mentionExtension(mentions),
  ];
}

/**
 * The doc's schema and behaviours: StarterKit (headings, lists, quotes, code blocks, rules,
 * links, marks; its undo/redo off: Collaboration brings its own), task lists, tables, images,
 * the placeholder, the slash menu, @mentions of people, the found word's highlight, and live
 * editing with the others' carets (their name labels kept whole at the edges).
 */
export function docExtensions({
  ydoc,
  provider,
  user,
  pickImage,
  pickFile,
  mentions,
}: ExtensionsOptions): Extensions {
  return [
    StarterKit.configure({ ...STARTER_KIT_OPTIONS, undoRedo: false }),
    Placeholder.configure({
      placeholder: ({ node }) =>
        node.type.name === 'heading' ? 'Heading' : 'Write, or type “/” for blocks…',
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ allowBase64: false }),
    ...docBlocks({ attachment: attachmentView }),
    SlashCommands.configure({ pickImage, pickFile }),
    mentionExtension(mentions ?? null),
    FoundWordHighlight,
    Collaboration.configure({ document: ydoc, field: EDITOR_FIELD }),
    ...(provider ? [CollaborationCaret.configure({ provider, user }), CaretLabelFit] : []),
  ];
}
