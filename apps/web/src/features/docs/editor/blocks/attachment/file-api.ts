import { DOC_FILE_FIELD, parseDocFileUrl, type DocFile } from '@hangar/contracts/doc-files';
import { endpointPath } from '@hangar/contracts/endpoint';
import { docFileEndpoints } from '@hangar/contracts/endpoints/doc-files';
import { CLIENT_ID_HEADER, WORKSPACE_ID_HEADER } from '@hangar/contracts/http';
import { ApiError, apiErrorFromResponse } from '../../../../../api/api-error';
import { apiUrl } from '../../../../../api/base-url';
import { currentAccessToken } from '../../../../../api/client';
import { CLIENT_ID } from '../../../../../api/client-id';
import { checkUploadSize } from '../../../../../api/upload';
import { postFormWithProgress } from '../../../../../api/upload-progress';

/** Who reads a doc's files: a member of its workspace, or a reader of a share link. */
export type FileReader = { workspaceId: number } | { publicToken: string };

/**
 * POST /projects/{id}/files: attaches a file to the project's docs, its progress reported (0 to
 * 1). A file over the limit is refused before it is sent, with the server's words.
 */
export async function uploadDocFile(
  target: { workspaceId: number; projectId: number },
  file: File,
  options: { maxBytes: number | undefined; onProgress: (fraction: number) => void },
): Promise<DocFile> {
  checkUploadSize(file, options.maxBytes);
  const form = new FormData();
  form.append(DOC_FILE_FIELD, file);
  const path = endpointPath(docFileEndpoints.upload, { projectId: target.projectId });
  const body = await postFormWithProgress(path, form, {
    workspaceId: target.workspaceId,
    onProgress: ({ loaded, total }) => options.onProgress(total > 0 ? loaded / total : 0),
  });
  const parsed = docFileEndpoints.upload.response.safeParse(body);
  if (!parsed.success) throw new Error('Unexpected response from POST /projects/{id}/files');
  return parsed.data;
}

/** Where a reader fetches a file the doc holds: the member's address, or the share link's. */
function readableUrl(url: string, reader: FileReader): string | null {
  const file = parseDocFileUrl(url);
  if (!file) return null;
  if ('publicToken' in reader) {
    const token = reader.publicToken;
    return apiUrl(endpointPath(docFileEndpoints.publicRead, { token, filename: file.filename }));
  }
  return apiUrl(endpointPath(docFileEndpoints.read, file));
}

/**
 * The file's bytes. A link, a frame or a player cannot carry the bearer token, so the file is
 * fetched here and handed to them as a blob.
 */
export async function fetchDocFile(url: string, reader: FileReader): Promise<Blob> {
  const address = readableUrl(url, reader);
  if (!address) throw new ApiError(404, { detail: 'File not found' });
  const headers = new Headers({ [CLIENT_ID_HEADER]: CLIENT_ID });
  if ('workspaceId' in reader) {
    headers.set(WORKSPACE_ID_HEADER, String(reader.workspaceId));
    const token = await currentAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  let response: Response;
  try {
    response = await fetch(address, { headers });
  } catch (error) {
    throw ApiError.networkFailure(error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response.blob();
}
