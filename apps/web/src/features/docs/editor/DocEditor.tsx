import { Group, Loader, Text } from '@mantine/core';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useUploadLimit } from '../../app-config/queries';
import type { EditorComments } from '../../comments/editor/editor-comments';
import type { MentionSource } from '../../comments/mentions/mention-extension';
import { CommentHighlights } from '../../comments/editor/comment-highlights';
import { startThreadFromSelection } from '../../comments/editor/start-thread';
import { useEditorComments } from '../../comments/editor/use-editor-comments';
import '../../comments/editor/comment-highlights.css';
import type { LiveDocSession } from '../collab/live-session';
import type { PageLinkScope } from './blocks/page-link/page-link-api';
import { PageLinkScopeContext } from './blocks/page-link/page-link-queries';
import type { PageLinkSource } from './blocks/page-link/page-link-suggestion';
import { BubbleToolbar } from './BubbleToolbar';
import { EmojiPicker } from './emoji/EmojiPicker';
import { docExtensions, type EditorUser } from './extensions';
import { FindBar } from './find-replace/FindBar';
import { HiddenFilePicker } from './HiddenFilePicker';
import { useFindShortcut } from './find-replace/use-find-shortcut';
import { ACCEPTED_IMAGE_TYPES, filesOf, insertImages } from './image-upload';
import { FileUploadStatus, useFileUploads } from './blocks/attachment/FileUploadStatus';
import { useFindOnOpen, type DocFind } from './use-find-on-open';
import './editor.css';
import './text-color/text-colors.css';
import classes from './editor.module.css';

export interface DocEditorProps {
  session: LiveDocSession;
  editable: boolean;
  user: EditorUser;
  /** Show the others' carets (not in the print view). */
  carets?: boolean;
  /** A word to show once the doc is loaded (a search result's match). */
  find?: DocFind;
  /** The doc's comment threads, highlighted, and "Comment" on the selected text (doc page only). */
  comments?: EditorComments;
  /** Whose readers the @ list offers, while editing (doc page only). */
  mentions?: MentionSource;
  /** Where the `[[` list finds pages to link, while editing (doc page only). */
  pageLinks?: PageLinkSource;
  /** Where page links ask for their target's title (the member's workspace, or a share link). */
  linkScope?: PageLinkScope;
}

/**
 * The doc's rich-text editor (TipTap 3 on the session's Y.Doc): the slash menu for blocks, the
 * bubble toolbar for marks and comments, "@" to mention people, images and other files
 * (attachments) pasted, dropped or picked (uploaded first), the others' carets, the comment
 * threads' highlights, the word a search result opened it at, and its find bar (Ctrl+F; Replace
 * for editors). Read-only for those who cannot edit. Loaded with the doc page only.
 */
export default function DocEditor({
  session,
  editable,
  user,
  carets = true,
  find,
  comments,
  mentions,
  pageLinks,
  linkScope,
}: DocEditorProps) {
  const fileInputId = useId();
  const attachInputId = useId();
  const [uploads, setUploads] = useState(0);
  const onBusy = (delta: 1 | -1) => setUploads((count) => count + delta);
  const maxBytes = useUploadLimit();
  const files = useFileUploads(useParams(), maxBytes);
  /** Images go to the image path; any other file becomes an attachment. */
  const insertFiles = (view: EditorView, list: File[]) => {
    const images = list.filter((file) => ACCEPTED_IMAGE_TYPES.includes(file.type));
    const others = list.filter((file) => !ACCEPTED_IMAGE_TYPES.includes(file.type));
    if (images.length > 0) void insertImages(view, images, onBusy, maxBytes);
    if (others.length > 0) files.insert(view, others);
  };

  const editor = useEditor(
    {
      extensions: [
        ...docExtensions({
          ydoc: session.ydoc,
          provider: carets ? session.provider : null,
          user,
          pickImage: () => document.getElementById(fileInputId)?.click(),
          pickFile: () => document.getElementById(attachInputId)?.click(),
          mentions,
          pageLinks,
        }),
        ...(comments ? [CommentHighlights] : []),
      ],
      editable,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': 'Document content',
          'data-testid': 'doc-editor',
        },
        handlePaste: (view, event) => {
          const pasted = filesOf(event.clipboardData?.files);
          if (pasted.length === 0) return false;
          insertFiles(view, pasted);
          return true;
        },
        handleDrop: (view, event, _slice, moved) => {
          const dropped = moved ? [] : filesOf(event.dataTransfer?.files);
          if (dropped.length === 0) return false;
          event.preventDefault();
          insertFiles(view, dropped);
          return true;
        },
      },
    },
    [session],
  );

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  useEffect(() => {
    if (carets && session.provider) editor.commands.updateUser(user);
  }, [editor, session, user, carets]);

  const area = useRef<HTMLDivElement>(null);
  const findBar = useFindShortcut(editor, area);
  useFindOnOpen(editor, find);
  useEditorComments(editor, comments);
  const canComment = comments?.canComment === true;
  const startThread = () => {
    if (comments) startThreadFromSelection(editor, comments.onStartThread);
  };

  return (
    <div
      ref={area}
      className={`${classes.content} doc-prose`}
      data-editable={editable || undefined}
      data-doc-content
    >
      {findBar.request ? (
        <FindBar
          editor={editor}
          canReplace={editable}
          initialQuery={findBar.request.query}
          focusRequest={findBar.request.count}
          onClose={findBar.close}
        />
      ) : null}
      <PageLinkScopeContext value={linkScope ?? null}>
        <EditorContent editor={editor} />
      </PageLinkScopeContext>
      {editable ? <EmojiPicker editor={editor} /> : null}
      {editable || canComment ? (
        <BubbleToolbar editor={editor} onComment={canComment ? startThread : undefined} />
      ) : null}
      <HiddenFilePicker
        id={fileInputId}
        label="Add images"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onPick={(images) => void insertImages(editor.view, images, onBusy, maxBytes)}
      />
      <HiddenFilePicker
        id={attachInputId}
        label="Attach files"
        onPick={(picked) => files.insert(editor.view, picked)}
      />
      <FileUploadStatus uploads={files.uploads} />
      {uploads > 0 ? (
        <Group gap={6} c="dimmed" role="status">
          <Loader size={14} />
          <Text size="sm">Uploading {uploads === 1 ? 'an image' : `${uploads} images`}…</Text>
        </Group>
      ) : null}
    </div>
  );
}
