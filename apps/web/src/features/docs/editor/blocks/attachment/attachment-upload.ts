import type { EditorView } from '@tiptap/pm/view';
import { toast } from '../../../../../ui/toast';
import { errorText } from '../../../error-text';
import { uploadDocFile } from './file-api';

/** One file on its way, for the editor's status line. */
export interface FileUpload {
  id: number;
  name: string;
  /** 0 to 1. */
  fraction: number;
}

export interface AttachmentUploadOptions {
  target: { workspaceId: number; projectId: number };
  maxBytes: number | undefined;
  /** Each file's progress as it goes; null once it is done (or refused). */
  onProgress: (upload: FileUpload, done: boolean) => void;
}

let nextUploadId = 1;

/**
 * Uploads each file (POST /projects/{id}/files) and inserts it as an attachment at the selection,
 * one after the other; a refusal (too large, no right) is shown as the server words it.
 */
export async function insertAttachments(
  view: EditorView,
  files: File[],
  { target, maxBytes, onProgress }: AttachmentUploadOptions,
): Promise<void> {
  for (const file of files) {
    const upload: FileUpload = { id: nextUploadId++, name: file.name, fraction: 0 };
    onProgress(upload, false);
    try {
      const stored = await uploadDocFile(target, file, {
        maxBytes,
        onProgress: (fraction) => onProgress({ ...upload, fraction }, false),
      });
      const attachment = view.state.schema.nodes.attachment;
      if (attachment && !view.isDestroyed) {
        const node = attachment.create({
          url: stored.url,
          name: stored.name,
          size: stored.size,
          contentType: stored.content_type,
        });
        view.dispatch(view.state.tr.replaceSelectionWith(node).scrollIntoView());
      }
    } catch (error) {
      toast.error(errorText(error, 'The file could not be added.'), { description: file.name });
    } finally {
      onProgress(upload, true);
    }
  }
}
