import { posix } from 'node:path';
import { docFileUrl } from '@hangar/contracts';
import type { Database } from '../../db/client';
import type { ImportedFile } from '../../live/markdown-inline';
import type { FileStorage } from '../../storage/file-storage';
import { prepareDocFile, storeDocFile, type PreparedDocFile } from './docs-files.service';

/**
 * The files an import attaches (docs/docs.md "Import"): each of the zip's files a doc's lone link
 * names becomes a file of the project, named as in the zip, its type judged by its bytes.
 */

interface ZipFile {
  path: string;
  bytes: Uint8Array;
  placeholder: string;
}

export interface ImportedFiles {
  files: { file: PreparedDocFile; bytes: Buffer }[];
  /** What each stand-in address of the docs' contents becomes. */
  byStandIn: Record<string, ImportedFile>;
}

/** Names the zip's attached files for the project, before any is stored. */
export function prepareImportedFiles(attachments: ZipFile[], projectId: number): ImportedFiles {
  const byStandIn: Record<string, ImportedFile> = {};
  const files = attachments.map((attachment) => {
    const { buffer, byteOffset, length } = attachment.bytes;
    const bytes = Buffer.from(buffer, byteOffset, length);
    const file = prepareDocFile(bytes, posix.basename(attachment.path));
    byStandIn[attachment.placeholder] = {
      url: docFileUrl(projectId, file.filename),
      size: file.size,
      contentType: file.contentType,
    };
    return { file, bytes };
  });
  return { files, byStandIn };
}

/** Stores the prepared files in the import's transaction; `stored` gets each stored name. */
export async function storeImportedFiles(
  deps: { db: Database; storage: FileStorage; maxBytes: number },
  place: { workspaceId: number; projectId: number; userId: number },
  imported: ImportedFiles,
  stored: string[],
): Promise<void> {
  for (const { file, bytes } of imported.files) {
    await storeDocFile(deps, place, file, bytes);
    stored.push(file.filename);
  }
}
