import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TrashedResponse } from '@hangar/contracts';
import {
  commentThreads,
  comments,
  docContents,
  docFiles,
  docs,
  docVersions,
  logs,
  projects,
  trashEntries,
} from '../../db/schema';
import { strayAnchor } from '../../test/comment-anchors';
import { useTestEnvironment } from '../../test/harness';
import {
  attachmentOf,
  SAMPLE_PDF as PDF,
  uploadProjectFile,
  type UploadedFile,
} from '../../test/project-files';
import { buildWorld } from '../../test/world';
import { recordVersion } from '../docs/docs-history.repository';
import { purgeTrashEntry } from './trash-purge';
import { TRASH_PURGE } from './trash.jobs';

const server = useTestEnvironment();

const DAY = 86_400_000;

const filenameOf = (file: UploadedFile) => file.url.split('/').pop() ?? '';

/** A workspace with two projects, the owner's calls, and files attached to docs of a project. */
async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { project: {}, other: {} },
  });
  const { owner } = world.people;
  const call = world.callAs('owner');
  const db = server.app.services.database.db;
  const upload = async (name: string, projectId = world.projects.project.id) => {
    const headers = { authorization: `Bearer ${owner.token}`, ...world.as(owner).headers };
    const uploaded = await uploadProjectFile(server, projectId, { bytes: PDF, name }, headers);
    expect(uploaded.status).toBe(201);
    return uploaded.body;
  };
  const docShowing = async (
    files: UploadedFile[],
    options: { parentPath?: string; projectId?: number } = {},
  ) => {
    const projectId = options.projectId ?? world.projects.project.id;
    const created = await call<{ id: number; path: string }>(
      'POST',
      `/projects/${projectId}/docs`,
      {
        parent_path: options.parentPath ?? '',
        content: { type: 'doc', content: files.map(attachmentOf) },
      },
    );
    expect(created.status).toBe(201);
    return created.body;
  };
  /** Deletes an item through the API (a doc, log or project at `path`): answers its trash entry. */
  const trash = async (path: string) => {
    const deleted = await call<TrashedResponse>('DELETE', path);
    expect(deleted.status).toBe(200);
    return deleted.body.trash_id;
  };
  /** A restore of a purged entry finds nothing. */
  const restoreStatus = async (trashId: number) =>
    (await call('POST', `/trash/${trashId}/restore`)).status;
  const backdate = (trashId: number, byMs: number) =>
    db
      .update(trashEntries)
      .set({ deletedAt: sql`now() - ${byMs} * interval '1 millisecond'` })
      .where(eq(trashEntries.id, trashId));
  const stored = async (file: UploadedFile) => ({
    row: (
      await db
        .select()
        .from(docFiles)
        .where(eq(docFiles.filename, filenameOf(file)))
    ).length,
    bytes: (await server.app.services.storage.read(filenameOf(file))) !== null,
  });
  return { world, call, db, upload, docShowing, trash, restoreStatus, backdate, stored };
}

describe('purging the trash past its retention', () => {
  it('deletes what was trashed long ago with the files only it showed, on the job queue', async () => {
    const { world, call, db, upload, docShowing, trash, restoreStatus, backdate, stored } =
      await setting();
    const [own, shared, recentFile] = [
      await upload('own.pdf'),
      await upload('shared.pdf'),
      await upload('recent.pdf'),
    ];
    const parent = await docShowing([own, shared]);
    const child = await docShowing([own], { parentPath: parent.path });
    await docShowing([shared]);
    const recent = await docShowing([recentFile]);
    const log = await world.newLog(world.projects.project.id);
    const docsBase = `/projects/${world.projects.project.id}/docs`;
    const thread = await call<{ id: number }>('POST', `${docsBase}/${parent.id}/threads`, {
      client_request_id: randomUUID(),
      anchor: strayAnchor(),
      quote: 'own.pdf',
      body: 'Is this the final one?',
      mentions: [],
    });
    expect(thread.status).toBe(201);
    await recordVersion({ db, cpu: server.app.services.cpu }, parent.id);

    // The purge finds a file by its stored name in the doc's Yjs content and history.
    const [content] = await db.select().from(docContents).where(eq(docContents.docId, parent.id));
    const [version] = await db.select().from(docVersions).where(eq(docVersions.docId, parent.id));
    expect(Buffer.from(content!.state).includes(filenameOf(own))).toBe(true);
    expect(Buffer.from(version!.changes).includes(filenameOf(own))).toBe(true);

    const docEntry = await trash(`${docsBase}/${parent.id}`);
    const logEntry = await trash(`/projects/${world.projects.project.id}/logs/${log.id}`);
    const recentEntry = await trash(`${docsBase}/${recent.id}`);
    const retention = server.app.services.config.trashRetentionMs;
    await backdate(docEntry, retention + DAY);
    await backdate(logEntry, retention + DAY);
    await backdate(recentEntry, retention - DAY);

    await server.app.services.jobs.send(TRASH_PURGE, {});
    const entryLeft = async (id: number) =>
      (await db.select().from(trashEntries).where(eq(trashEntries.id, id))).length;
    await expect.poll(() => entryLeft(docEntry), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => entryLeft(logEntry), { timeout: 15_000 }).toBe(0);
    expect([await restoreStatus(docEntry), await restoreStatus(logEntry)]).toEqual([404, 404]);

    const purgedDocs = [parent.id, child.id];
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    expect(await count(db.select().from(docs).where(inArray(docs.id, purgedDocs)))).toBe(0);
    expect(
      await count(db.select().from(docContents).where(inArray(docContents.docId, purgedDocs))),
    ).toBe(0);
    expect(
      await count(db.select().from(docVersions).where(inArray(docVersions.docId, purgedDocs))),
    ).toBe(0);
    expect(
      await count(db.select().from(commentThreads).where(eq(commentThreads.id, thread.body.id))),
    ).toBe(0);
    expect(
      await count(db.select().from(comments).where(eq(comments.threadId, thread.body.id))),
    ).toBe(0);
    expect(await count(db.select().from(logs).where(eq(logs.id, log.id)))).toBe(0);
    expect(await stored(own)).toEqual({ row: 0, bytes: false });

    // A file a live doc still shows stays, and so does what is in the trash for less long.
    expect(await stored(shared)).toEqual({ row: 1, bytes: true });
    expect(await entryLeft(recentEntry)).toBe(1);
    expect(await count(db.select().from(docs).where(eq(docs.id, recent.id)))).toBe(1);
    expect(await stored(recentFile)).toEqual({ row: 1, bytes: true });
  });
});

describe('deleting a trash entry forever', () => {
  it('takes every file of a purged project, whatever still shows it, and only once', async () => {
    const { world, db, upload, docShowing, trash, restoreStatus, stored } = await setting();
    const deps = { db, storage: server.app.services.storage };
    const projectId = world.projects.project.id;
    const shown = await upload('shown.pdf');
    const loose = await upload('loose.pdf');
    const elsewhere = await upload('elsewhere.pdf', world.projects.other.id);
    await docShowing([shown]);
    await docShowing([elsewhere], { projectId: world.projects.other.id });

    const entry = await trash(`/projects/${projectId}`);
    expect(await purgeTrashEntry(deps, entry)).toBe(true);
    expect(await restoreStatus(entry)).toBe(404);

    expect(await db.select().from(projects).where(eq(projects.id, projectId))).toEqual([]);
    expect(await db.select().from(docs).where(eq(docs.projectId, projectId))).toEqual([]);
    expect(await stored(shown)).toEqual({ row: 0, bytes: false });
    expect(await stored(loose)).toEqual({ row: 0, bytes: false });
    expect(await stored(elsewhere)).toEqual({ row: 1, bytes: true });
    expect(await purgeTrashEntry(deps, entry)).toBe(false);
  });

  it('finishes the job when run again after the files were removed', async () => {
    const { world, db, upload, docShowing, trash, restoreStatus, stored } = await setting();
    const deps = { db, storage: server.app.services.storage };
    const file = await upload('half-done.pdf');
    const doc = await docShowing([file]);
    const entry = await trash(`/projects/${world.projects.project.id}/docs/${doc.id}`);
    await deps.storage.remove(filenameOf(file));

    expect(await purgeTrashEntry(deps, entry)).toBe(true);
    expect(await stored(file)).toEqual({ row: 0, bytes: false });
    expect(await db.select().from(docs).where(eq(docs.id, doc.id))).toEqual([]);
    expect(await restoreStatus(entry)).toBe(404);
  });
});
