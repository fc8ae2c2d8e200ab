import type { DocImportJob } from '@hangar/contracts';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { ONE_PIXEL_PNG } from '../../test/images';
import { importSetting } from '../../test/import-fixtures';
import { eq } from 'drizzle-orm';
import { docImports } from '../../db/schema';
import { DOC_IMPORTS_PRUNE } from './docs-import-jobs';

const server = useTestEnvironment();

async function setting() {
  const { world, project, tree } = await importSetting(server);
  const { people } = world;
  const base = `/api/projects/${project.id}/docs/imports`;
  const start = async (bytes: Uint8Array, filename: string, person = people.owner) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), filename);
    const response = await server.fetch(base, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${person.token}`, ...world.as(person).headers },
    });
    return { status: response.status, job: (await response.json()) as DocImportJob };
  };
  const read = (importId: number, person = people.owner) =>
    server.api<DocImportJob>(
      'GET',
      `/projects/${project.id}/docs/imports/${importId}`,
      world.as(person),
    );
  /** The job once it has ended, read as the web reads it. */
  const ended = async (importId: number) => {
    await expect
      .poll(async () => (await read(importId)).body.status, { timeout: 20_000, interval: 100 })
      .toMatch(/^(done|failed)$/);
    return (await read(importId)).body;
  };
  return { people, start, read, ended, tree };
}

describe('an import as a job', () => {
  it('answers at once, then makes the docs and keeps the report', async () => {
    const { start, ended, tree } = await setting();
    const zip = zipSync({
      'Guide/README.md': strToU8('# The guide\n\nRead [the setup](Setup.md).\n'),
      'Guide/Setup.md': strToU8('# Setup\n\n![logo](logo.png)\n'),
      'Guide/logo.png': ONE_PIXEL_PNG,
    });
    const { status, job } = await start(zip, 'guide.zip');
    expect(status).toBe(202);
    expect(job).toMatchObject({ filename: 'guide.zip', report: null, failure: null });
    expect(['queued', 'running', 'done']).toContain(job.status);

    const done = await ended(job.id);
    expect(done).toMatchObject({ status: 'done', step: 'Done', percent: 100, failure: null });
    expect(done.report?.docs.map((doc) => doc.name)).toEqual(['The guide', 'Setup']);
    expect(done.report?.format).toBe('markdown');
    expect(await tree()).toEqual(['The guide', '  Setup']);
  });

  it('ends failed with the words the import would answer, and makes nothing', async () => {
    const { start, ended, tree } = await setting();
    const { status, job } = await start(ONE_PIXEL_PNG, 'notes.md');
    expect(status).toBe(202);
    const failed = await ended(job.id);
    expect(failed).toMatchObject({
      status: 'failed',
      report: null,
      failure: { status: 415, detail: '"notes.md" is an image, not a Markdown text file.' },
    });
    expect(await tree()).toEqual([]);
  });

  it('is read only by who started it: another member is told it does not exist', async () => {
    const { start, read, ended, people } = await setting();
    const { job } = await start(strToU8('# Notes\n'), 'notes.md');
    await ended(job.id);
    const byViewer = await read(job.id, people.viewer);
    expect(byViewer.status).toBe(404);
    expect(byViewer.body).toEqual({ detail: 'Import not found' });
    expect((await read(job.id + 1000)).status).toBe(404);
  });

  it('keeps an ended import readable for 30 days, then a daily job forgets it', async () => {
    const { start, read, ended } = await setting();
    const { job: old } = await start(strToU8('# Old\n'), 'old.md');
    const { job: recent } = await start(strToU8('# Recent\n'), 'recent.md');
    await ended(old.id);
    await ended(recent.id);
    const db = server.app.services.database.db;
    const day = 24 * 60 * 60 * 1000;
    const endedAgo = (days: number) => new Date(Date.now() - days * day);
    await db
      .update(docImports)
      .set({ finishedAt: endedAgo(31) })
      .where(eq(docImports.id, old.id));
    await db
      .update(docImports)
      .set({ finishedAt: endedAgo(29) })
      .where(eq(docImports.id, recent.id));

    await server.app.services.jobs.send(DOC_IMPORTS_PRUNE, {});
    await expect.poll(async () => (await read(old.id)).status, { timeout: 15_000 }).toBe(404);
    expect((await read(recent.id)).body.status).toBe('done');
  });
});
