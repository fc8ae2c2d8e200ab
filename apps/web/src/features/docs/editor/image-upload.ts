import type { EditorView } from '@tiptap/pm/view';
import { toast } from '../../../ui/toast';
import { uploadImage } from '../docs-api';
import { errorText } from '../error-text';

/** What /upload takes for a doc image (judged by the bytes on the server too). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const IMAGE_TYPE_ERROR = 'Only PNG, JPEG, GIF and WebP images can be added.';

export function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/**
 * Uploads each file (POST /upload) and inserts it as an image at the selection. A file of another
 * type, or over `maxBytes`, is refused at once; the server's refusals (size, type) are shown as
 * it words them.
 */
export async function insertImages(
  view: EditorView,
  files: File[],
  onBusy: (delta: 1 | -1) => void,
  maxBytes: number | undefined,
): Promise<void> {
  for (const file of files) {
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
      toast.error(IMAGE_TYPE_ERROR, { description: file.name });
      continue;
    }
    onBusy(1);
    try {
      const src = await uploadImage(file, maxBytes);
      const image = view.state.schema.nodes.image;
      if (image && !view.isDestroyed) {
        view.dispatch(view.state.tr.replaceSelectionWith(image.create({ src, alt: file.name })));
      }
    } catch (error) {
      toast.error(errorText(error, 'The image could not be added.'), { description: file.name });
    } finally {
      onBusy(-1);
    }
  }
}
