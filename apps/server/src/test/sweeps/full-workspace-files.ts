import type { TestServer } from '../harness';

/** The call options of the workspace's owner. */
type AsOwner = { token: string; headers: Record<string, string> };

/** An import job of the project (POST /projects/{id}/docs/imports), waited for until it ends. */
export async function importJob(
  server: TestServer,
  options: AsOwner,
  place: { projectId: number; tag: string },
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([`# ${place.tag} Imported notes\n`]), 'notes.md');
  const headers = { authorization: `Bearer ${options.token}`, ...options.headers };
  const base = `/api/projects/${place.projectId}/docs/imports`;
  const started = await server.fetch(base, { method: 'POST', body: form, headers });
  const { id } = (await started.json()) as { id: number };
  if (started.status !== 202) throw new Error('fixture: import job not started');
  for (let tries = 0; tries < 200; tries += 1) {
    const read = await server.fetch(`${base}/${id}`, { headers });
    const { status } = (await read.json()) as { status: string };
    if (status === 'done') return id;
    if (status === 'failed') throw new Error('fixture: import job failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('fixture: import job never ended');
}

/**
 * A file attached to the project's docs (POST /projects/{id}/files), its text naming the
 * workspace's tag (so a sweep sees whose it is): its stored name.
 */
export async function attachFile(
  server: TestServer,
  options: AsOwner,
  place: { projectId: number; tag: string },
): Promise<string> {
  const { projectId, tag } = place;
  const form = new FormData();
  form.append('file', new Blob([`${tag} Project notes`], { type: 'text/plain' }), 'notes.txt');
  const response = await server.fetch(`/api/projects/${projectId}/files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${options.token}`, ...options.headers },
  });
  const body = (await response.json()) as { url?: string };
  const docFile = body.url?.split('/').pop();
  if (response.status !== 201 || !docFile) throw new Error('fixture: file attachment failed');
  return docFile;
}
