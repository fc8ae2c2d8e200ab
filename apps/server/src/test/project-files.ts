import { expect } from 'vitest';
import type { TestServer } from './harness';

/** A small PDF, read as one by its bytes. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A file of a project, as the API answers its upload. */
export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  size: number;
  content_type: string;
}

/** Uploads `bytes` as the file `name` of a project, sent with `headers`: the answer. */
export async function uploadProjectFile(
  server: TestServer,
  projectId: number,
  file: { bytes: Uint8Array; name: string },
  headers: Record<string, string>,
) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes]), file.name);
  const response = await server.fetch(`/api/projects/${projectId}/files`, {
    method: 'POST',
    body: form,
    headers,
  });
  return { status: response.status, body: (await response.json()) as UploadedFile };
}

/** The attachment block a doc shows an uploaded file by. */
export const attachmentOf = (file: UploadedFile) => ({
  type: 'attachment',
  attrs: { url: file.url, name: file.name, size: file.size, contentType: file.content_type },
});

/** Uploads a file of a project, which must be stored: the attachment block that shows it. */
export async function attachedFile(
  server: TestServer,
  projectId: number,
  file: { bytes: Uint8Array; name: string },
  headers: Record<string, string>,
) {
  const uploaded = await uploadProjectFile(server, projectId, file, headers);
  expect(uploaded.status).toBe(201);
  return attachmentOf(uploaded.body);
}
