import { z } from 'zod';
import { API_PREFIX, requiredFile, type MultipartForm } from './http';

/** POST /projects/{projectId}/files (multipart, field `file`): a file attached to a doc. */
export const DOC_FILE_FIELD = 'file';

export const docFileForm: MultipartForm = {
  [DOC_FILE_FIELD]: requiredFile(
    'Any file; its type is judged by its bytes, unknown ones are application/octet-stream',
  ),
};

export const docFile = z.object({
  id: z.number().int(),
  /** Where members read it: `/api/projects/{projectId}/files/{filename}`. */
  url: z.string(),
  /** The name it was uploaded with. */
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type DocFile = z.infer<typeof docFile>;

/** The stored name of a doc file: random hex and an extension of ours. */
export const DOC_FILE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** The address of a doc's file, as an attachment block holds it (relative to the site). */
export const DOC_FILE_URL =
  /^\/api\/projects\/([1-9][0-9]{0,15})\/files\/([a-f0-9]{32}\.[a-z0-9]{2,5})$/;

/**
 * The address an attachment block holds (`DOC_FILE_URL`), that of `docFileEndpoints.read` under
 * the API's prefix; readers call the API through `docFileEndpoints` instead.
 */
export function docFileUrl(projectId: number, filename: string): string {
  return `${API_PREFIX}/projects/${projectId}/files/${filename}`;
}

/** The project and stored name an attachment's address names, or null when it is not one. */
export function parseDocFileUrl(url: string): { projectId: number; filename: string } | null {
  const match = DOC_FILE_URL.exec(url);
  if (!match?.[1] || !match[2]) return null;
  return { projectId: Number(match[1]), filename: match[2] };
}

/** The content types a browser may show in the page (inline); every other file is a download. */
export const INLINE_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/flac',
  'audio/webm',
  'video/mp4',
  'video/webm',
  'video/ogg',
] as const;

export function isInlineFileType(contentType: string): boolean {
  return (INLINE_FILE_TYPES as readonly string[]).includes(contentType);
}

/** GET /workspaces/{workspaceId}/storage: what the workspace's files take. */
export const workspaceStorage = z.object({
  /** Bytes of the files attached to its docs and of the images its people uploaded. */
  bytes_used: z.number().int(),
});
export type WorkspaceStorage = z.infer<typeof workspaceStorage>;
