import type { Extensions } from '@tiptap/core';
import CodeBlock from '@tiptap/extension-code-block';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { ReactNodeViewRenderer } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { docBlocks, STARTER_KIT_OPTIONS } from '@hangar/editor';
import { EDITOR_FIELD } from '@hangar/editor/fields';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { mentionExtension, type MentionSource } from '../../comments/mentions/mention-extension';
import { projectViewNodeView } from './blocks/project-view';
import { STRUCTURE_VIEWS } from './blocks/structure-views';
import { CodeBlockView } from './blocks/code/CodeBlockView';
import { CodeHighlight } from './blocks/code/code-highlight';
import { EmbedOnPaste } from './blocks/embed/embed-on-paste';
import { EmbedView } from './blocks/embed/EmbedView';
import { MathView } from './blocks/math/MathView';
import { PageLinkSuggestion, type PageLinkSource } from './blocks/page-link/page-link-suggestion';
import { PageLinkView } from './blocks/page-link/PageLinkView';
import { attachmentView } from './blocks/attachment';
import { CaretLabelFit } from './caret-label-fit';
import { EmojiSuggestion } from './emoji/emoji-suggestion';
import { FindReplace } from './find-replace/find-replace-plugin';
import { FoundWordHighlight } from './found-word';
import { SlashCommands } from './slash-extension';

export { EDITOR_FIELD };

export interface EditorUser {
  /** Who it is (none for a share link's visitor): the others' presence shows each person once. */
  id?: number;
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
  /** Where the `[[` list finds pages to link; null: page links only show (no list). */
  pageLinks?: PageLinkSource | null;
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
 * the doc's own blocks and marks (colours, highlights), a link to an embeddable site pasted on
 * an empty line made its embed, the placeholder, the slash menu, `:` emoji, @mentions of people,
 * the found word's highlight, the find bar's matches, and live editing with the others' carets
 * (their name labels kept whole at the edges).
 */
export function docExtensions({
  ydoc,
  provider,
  user,
  pickImage,
  pickFile,
  mentions,
  pageLinks,
}: ExtensionsOptions): Extensions {
  return [
    StarterKit.configure({ ...STARTER_KIT_OPTIONS, undoRedo: false, codeBlock: false }),
    CodeBlock.extend({ addNodeView: () => ReactNodeViewRenderer(CodeBlockView) }),
    CodeHighlight,
    Placeholder.configure({
      placeholder: ({ node }) =>
        node.type.name === 'heading' ? 'Heading' : 'Write, or type “/” for blocks…',
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ allowBase64: false }),
    ...docBlocks({
      ...STRUCTURE_VIEWS,
      projectView: projectViewNodeView,
      inlineMath: ReactNodeViewRenderer(MathView, { as: 'span' }),
      blockMath: ReactNodeViewRenderer(MathView),
      embed: ReactNodeViewRenderer(EmbedView),
      pageLink: ReactNodeViewRenderer(PageLinkView),
      attachment: attachmentView,
    }),
    EmbedOnPaste,
    SlashCommands.configure({ pickImage, pickFile }),
    EmojiSuggestion,
    PageLinkSuggestion.configure({ source: pageLinks ?? null }),
    mentionExtension(mentions ?? null),
    FoundWordHighlight,
    FindReplace,
    Collaboration.configure({ document: ydoc, field: EDITOR_FIELD }),
    ...(provider ? [CollaborationCaret.configure({ provider, user }), CaretLabelFit] : []),
  ];
}
