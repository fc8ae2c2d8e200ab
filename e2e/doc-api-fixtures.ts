import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { headers } from './docs-fixtures';
import type { ApiUser } from './workspace-fixtures';

/** A doc of a project, with its owner. */
interface ProjectDoc {
  owner: ApiUser;
  workspaceId: number;
  projectId: number;
  docId: number;
}

/** The doc's Markdown export. */
export async function markdownOf(
  request: APIRequestContext,
  { owner, workspaceId, projectId, docId }: ProjectDoc,
): Promise<string> {
  const answer = await request.get(
    `/api/projects/${projectId}/docs/${docId}/export?format=markdown`,
    {
      headers: headers(owner, workspaceId),
    },
  );
  expect(answer.status()).toBe(200);
  return answer.text();
}

/** The doc's versions, newest first, as the API lists them. */
export async function versionsOf(
  request: APIRequestContext,
  { owner, workspaceId, projectId, docId }: ProjectDoc,
): Promise<{ id: number }[]> {
  const listed = await request.get(`/api/projects/${projectId}/docs/${docId}/versions`, {
    headers: headers(owner, workspaceId),
  });
  expect(listed.status()).toBe(200);
  return (await listed.json()) as { id: number }[];
}

/** Imports `markdown` into the doc's project; the doc it makes exports the very same Markdown. */
export async function expectSameMarkdownOnceImported(
  request: APIRequestContext,
  doc: ProjectDoc,
  markdown: string,
  fileName?: string,
): Promise<number> {
  const { owner, workspaceId, projectId } = doc;
  const importedId = await importMarkdown(
    request,
    owner,
    workspaceId,
    projectId,
    markdown,
    fileName,
  );
  expect(await markdownOf(request, { ...doc, docId: importedId })).toBe(markdown);
  return importedId;
}

/**
 * Turns the public link on for the doc's whole project (`mode` 'project') or for the doc alone
 * ('doc'), through the API: the address of the doc's public page.
 */
export async function publicDocAddress(
  request: APIRequestContext,
  { owner, workspaceId, projectId, docId }: ProjectDoc,
  mode: 'project' | 'doc',
): Promise<string> {
  const shared = mode === 'project' ? '' : `/docs/${docId}`;
  const answer = await request.put(`/api/projects/${projectId}${shared}/share`, {
    headers: headers(owner, workspaceId),
    data: { enabled: true },
  });
  expect(answer.status()).toBe(200);
  const { share_token: token } = (await answer.json()) as { share_token: string };
  return `/workspace/public/project/${projectId}/doc/${docId}?publicMode=${mode}&publicToken=${token}`;
}

/** Imports `markdown` into the project as a file named `fileName`: the id of the doc it made. */
async function importMarkdown(
  request: APIRequestContext,
  user: ApiUser,
  workspaceId: number,
  projectId: number,
  markdown: string,
  fileName = 'Launch plan.md',
): Promise<number> {
  const imported = await request.post(`/api/projects/${projectId}/docs/import`, {
    headers: headers(user, workspaceId),
    multipart: {
      file: { name: fileName, mimeType: 'text/markdown', buffer: Buffer.from(markdown) },
    },
  });
  expect(imported.status()).toBe(201);
  const { docs } = (await imported.json()) as { docs: { id: number }[] };
  return docs[0]!.id;
}
