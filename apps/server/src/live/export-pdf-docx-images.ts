import { MEDIA_PREFIX } from '@hangar/contracts';
import type { Database } from '../db/client';
import { findUpload } from '../modules/uploads/uploads.service';
import type { FileStorage } from '../storage/file-storage';
import { EMBEDDED_IMAGE_TYPES, type ExportImage } from './export-pdf-docx-model';

/**
 * The uploaded images a PDF or Word export embeds, read from storage on the request's thread
 * before the worker writes the file (export.ts): uploads are public by their names, as `/media/`
 * serves them. Found in the doc's saved state by their addresses, whose bytes Yjs keeps as they
 * are, so the state is not decoded here; a name also found in text (a pasted address) is read as
 * well, and the worker embeds only those of image blocks.
 */

/** What one export embeds at most: more images are named. */
const EXPORT_IMAGE_LIMITS = { maxImages: 100, maxBytes: 64 * 1024 * 1024 };

const IMAGE_ADDRESS = new RegExp(`${MEDIA_PREFIX}/([a-f0-9]{32}\\.[a-z0-9]{2,5})`, 'g');

/** The stored names of the images a doc's state holds the addresses of, each once, in order. */
function imageNames(state: Uint8Array): string[] {
  const text = Buffer.from(state.buffer, state.byteOffset, state.byteLength).toString('latin1');
  return [...new Set([...text.matchAll(IMAGE_ADDRESS)].map((match) => match[1]!))];
}

async function readAll(stream: AsyncIterable<Uint8Array>, size: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(size);
  let length = 0;
  for await (const chunk of stream) {
    // A file that grew since its size was read: only what was announced is kept.
    bytes.set(chunk.subarray(0, size - length), length);
    length = Math.min(size, length + chunk.length);
  }
  return bytes.subarray(0, length);
}

export async function exportImages(
  deps: { db: Database; storage: FileStorage },
  state: Uint8Array | null,
): Promise<ExportImage[]> {
  if (!state) return [];
  const images: ExportImage[] = [];
  let bytes = 0;
  for (const filename of imageNames(state)) {
    if (images.length >= EXPORT_IMAGE_LIMITS.maxImages) break;
    const upload = await findUpload(deps.db, filename);
    if (!upload || !EMBEDDED_IMAGE_TYPES[upload.contentType]) continue;
    if (bytes + upload.size > EXPORT_IMAGE_LIMITS.maxBytes) continue;
    const stored = await deps.storage.read(filename);
    if (!stored) continue;
    const content = await readAll(stored.stream as AsyncIterable<Uint8Array>, stored.size);
    bytes += content.byteLength;
    images.push({ filename, contentType: upload.contentType, bytes: content });
  }
  return images;
}
