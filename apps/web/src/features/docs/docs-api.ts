import type {
  Doc,
  DocNode,
  DuplicateDocInput,
  MoveDocInput,
  UpdateDocInput,
} from '@hangar/contracts/docs';
import { endpointPath } from '@hangar/contracts/endpoint';
import { docEndpoints } from '@hangar/contracts/endpoints/docs';
import { docExportEndpoints } from '@hangar/contracts/endpoints/doc-export';
import { docImportEndpoints } from '@hangar/contracts/endpoints/doc-import';
import { CLIENT_ID_HEADER, MEDIA_PREFIX, WORKSPACE_ID_HEADER } from '@hangar/contracts/http';
import {
  DOC_IMPORT_FILE_FIELD,
  DOC_IMPORT_PARENT_FIELD,
  type DocImportJob,
  type DocImportReport,
} from '@hangar/contracts/doc-import';
import { ApiError, apiErrorFromResponse } from '../../api/api-error';
import { apiUrl } from '../../api/base-url';
import { currentAccessToken } from '../../api/client';
import { CLIENT_ID } from '../../api/client-id';
import { callEndpoint } from '../../api/endpoint-call';
import { uploadFile } from '../../api/upload';
import { postFormWithProgress, type FormUploadOptions } from '../../api/upload-progress';

/** The docs API (docs/api.md "Docs and live editing"); every call names its workspace. */

export type DocFilter = 'active' | 'archived';

export function fetchDocTree(
  workspaceId: number,
  projectId: number,
  only: DocFilter,
  signal?: AbortSignal,
): Promise<DocNode[]> {
  return callEndpoint(docEndpoints.tree, {
    params: { projectId },
    query: { only },
    signal,
    workspaceId,
  });
}

export function fetchDoc(
  workspaceId: number,
  projectId: number,
  docId: number,
  signal?: AbortSignal,
): Promise<Doc> {
  return callEndpoint(docEndpoints.read, { params: { projectId, docId }, signal, workspaceId });
}

/** POST /projects/{id}/docs: a new doc at the end of `parentPath`'s children ('' = top level). */
export function createDoc(workspaceId: number, projectId: number, parentPath: string) {
  return callEndpoint(docEndpoints.create, {
    params: { projectId },
    body: { parent_path: parentPath },
    workspaceId,
  });
}

export function updateDoc(
  workspaceId: number,
  projectId: number,
  docId: number,
  changes: UpdateDocInput,
  options: { keepalive?: boolean } = {},
): Promise<Doc> {
  return callEndpoint(docEndpoints.update, {
    params: { projectId, docId },
    body: changes,
    workspaceId,
    keepalive: options.keepalive,
  });
}

/** PUT /projects/{id}/docs/move: answers the project's new active tree. */
export function moveDoc(
  workspaceId: number,
  projectId: number,
  move: MoveDocInput,
): Promise<DocNode[]> {
  return callEndpoint(docEndpoints.move, { params: { projectId }, body: move, workspaceId });
}

export async function setDocArchived(
  workspaceId: number,
  projectId: number,
  docId: number,
  archived: boolean,
): Promise<void> {
  await callEndpoint(archived ? docEndpoints.archive : docEndpoints.restore, {
    params: { projectId, docId },
    workspaceId,
  });
}

/** DELETE: the doc and its children go to the trash; answers how many docs went, and the entry. */
export async function deleteDoc(
  workspaceId: number,
  projectId: number,
  docId: number,
): Promise<{ removed: number; trashId: number }> {
  const { removed, trash_id } = await callEndpoint(docEndpoints.remove, {
    params: { projectId, docId },
    workspaceId,
  });
  return { removed, trashId: trash_id };
}

export function duplicateDoc(
  workspaceId: number,
  projectId: number,
  docId: number,
  input: DuplicateDocInput,
): Promise<Doc> {
  return callEndpoint(docEndpoints.duplicate, {
    params: { projectId, docId },
    body: input,
    workspaceId,
  });
}

export function fetchTemplates(workspaceId: number, signal?: AbortSignal) {
  return callEndpoint(docEndpoints.templates, { signal, workspaceId });
}

export function applyTemplate(
  workspaceId: number,
  projectId: number,
  docId: number,
  templateId: number,
): Promise<Doc> {
  return callEndpoint(docEndpoints.useTemplate, {
    params: { projectId, docId, templateId },
    workspaceId,
  });
}

/** PUT .../share: the public link on (a token) or off (null). */
export async function setDocShared(
  workspaceId: number,
  projectId: number,
  docId: number,
  enabled: boolean,
): Promise<string | null> {
  const { share_token } = await callEndpoint(docEndpoints.share, {
    params: { projectId, docId },
    body: { enabled },
    workspaceId,
  });
  return share_token;
}

export type ExportFormat = 'markdown' | 'html' | 'pdf' | 'docx';

/** The file a download gets: its name from the server's Content-Disposition. */
export interface ExportedFile {
  name: string;
  blob: Blob;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * GET .../export?format=: the doc as a file. A link cannot carry the bearer token, so the file
 * is fetched here and handed to the browser as a blob.
 */
export async function exportDoc(
  workspaceId: number,
  projectId: number,
  docId: number,
  format: ExportFormat,
): Promise<ExportedFile> {
  const headers = new Headers({
    [CLIENT_ID_HEADER]: CLIENT_ID,
    [WORKSPACE_ID_HEADER]: String(workspaceId),
  });
  const token = await currentAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const path = endpointPath(docExportEndpoints.export, { projectId, docId });
  const query = new URLSearchParams({ format });
  let response: Response;
  try {
    response = await fetch(apiUrl(`${path}?${query}`), { headers });
  } catch (error) {
    throw ApiError.networkFailure(error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  const fallback = `document.${format === 'markdown' ? 'md' : format}`;
  return {
    name: fileNameOf(response.headers.get('content-disposition'), fallback),
    blob: await response.blob(),
  };
}

/** POST /upload: an image for a doc; answers its address under /media. */
export async function uploadImage(file: File, maxBytes: number | undefined): Promise<string> {
  return `${MEDIA_PREFIX}/${await uploadFile(file, maxBytes)}`;
}

/** How often an import job is asked how far it is. */
const IMPORT_POLL_MS = 500;

/**
 * Imports Markdown files (or another tool's export) as a job (docs/docs.md "Import"): the upload
 * with its progress, then the job asked how far it is until it has made its docs (`onJob` told
 * each time); its report, or its refusal thrown as the API's error would be.
 */
export async function importDocs(
  workspaceId: number,
  projectId: number,
  file: File,
  options: Omit<FormUploadOptions, 'workspaceId'> & {
    parentId?: number;
    onJob?: (job: DocImportJob) => void;
    /** Waits between two questions (a timer unless a test says). */
    wait?: (ms: number) => Promise<void>;
  } = {},
): Promise<DocImportReport> {
  const { parentId, onJob, wait = delay, ...upload } = options;
  const form = new FormData();
  if (parentId !== undefined) form.append(DOC_IMPORT_PARENT_FIELD, String(parentId));
  form.append(DOC_IMPORT_FILE_FIELD, file);
  const path = endpointPath(docImportEndpoints.startJob, { projectId });
  const started = docImportEndpoints.startJob.response.safeParse(
    await postFormWithProgress(path, form, { ...upload, workspaceId }),
  );
  if (!started.success) throw new Error('Unexpected response from POST .../docs/imports');
  let job = started.data;
  for (;;) {
    onJob?.(job);
    if (job.status === 'done' && job.report) return job.report;
    if (job.status === 'failed') {
      const failure = job.failure ?? { status: 500, detail: 'The import failed.' };
      throw new ApiError(failure.status, { detail: failure.detail });
    }
    await wait(IMPORT_POLL_MS);
    job = await callEndpoint(docImportEndpoints.readJob, {
      params: { projectId, importId: job.id },
      workspaceId,
    });
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
