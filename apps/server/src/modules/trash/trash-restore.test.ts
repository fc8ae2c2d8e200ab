import {
  CANT_CREATE_MORE_DOCS,
  TRASH_GROUP_GONE,
  TRASH_PAGE,
  TRASH_PROJECT_GONE,
  type DocNode,
  type ImportantLinks,
  type Log,
  type ReplacedImportantLinks,
  type RestoredItem,
  type TrashedResponse,
  type TrashPage,
} from '@hangar/contracts';
import { FREE_PLAN_LIMITS } from '@hangar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs, trashEntries } from '../../db/schema';
import { buildDocs } from '../../test/factories';
import { useTestEnvironment, type ApiResponse } from '../../test/harness';
import { useEventStreams } from '../../test/sse-client';
import { ADA_AND_BOB, buildWorld } from '../../test/world';

/** Each kind of item through the real API: deleted to the trash, and back by its restore. */
const server = useTestEnvironment();
const listen = useEventStreams(server);

type Call = <Body = unknown>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<ApiResponse<Body>>;
type Answer = ApiResponse<RestoredItem & { detail?: string }>;

const restore = (call: Call, entryId: number): Promise<Answer> =>
  call('POST', `/trash/${entryId}/restore`);
const trashed = async (call: Call, path: string) =>
  (await call<TrashedResponse>('DELETE', path)).body.trash_id;
const refusal = (answer: Answer) => [answer.status, answer.body.detail];

/** Each doc of a tree by its name, with its path. */
const pathsIn = (nodes: DocNode[]): Record<string, string> =>
  Object.assign(
    {},
    ...nodes.map((node) => ({ [node.name]: node.path, ...pathsIn(node.children) })),
  );
const docPaths = async (call: Call, projectId: number) =>
  pathsIn((await call<DocNode[]>('GET', `/projects/${projectId}/docs`)).body);
const docNames = async (call: Call, projectId: number) =>
  Object.keys(await docPaths(call, projectId)).sort();
const logTitles = async (call: Call, projectId: number) =>
  (await call<Log[]>('GET', `/projects/${projectId}/logs`)).body.map((log) => log.title).sort();
const trashNames = async (call: Call, query = '') =>
  (await call<TrashPage>('GET', `/trash${query}`)).body.entries.map((entry) => entry.name);

describe('each kind of item goes to the trash and comes back', () => {
  it('a log', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
      logs: { kept: { title: 'Kept' }, gone: { title: 'Gone' } },
    });
    const call = world.callAs('owner');
    const { id: projectId, groupId } = world.projects.project;
    const deleted = await call('DELETE', `/projects/${projectId}/logs/${world.logs.gone.id}`);
    expect(deleted.body).toEqual({ success: true, trash_id: expect.any(Number) });
    expect(await logTitles(call, projectId)).toEqual(['Kept']);

    const { trash_id } = deleted.body as TrashedResponse;
    expect((await restore(call, trash_id)).body).toEqual({
      kind: 'log',
      item_id: world.logs.gone.id,
      group_id: groupId,
      project_id: projectId,
      moved_to_root: false,
    });
    expect(await logTitles(call, projectId)).toEqual(['Gone', 'Kept']);
  });

  it('important links, into their list or a new one of its name when it is gone', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
    });
    const call = world.callAs('owner');
    const base = `/projects/${world.projects.project.id}/important-links`;
    const [specs, board] = ['https://specs.example.com/v2', 'https://board.example.com/sprint'];
    const added = await call<ImportantLinks>('POST', base, {
      group_name: 'Specs',
      link_type: 'external',
      url: specs,
    });
    const listId = added.body.groups[0]!.id;
    await call('POST', base, { group_id: listId, link_type: 'external', url: board });
    const links = (urls: string[]) => urls.map((url) => ({ link_type: 'external', url }));
    const replace = (urls: string[] | null) =>
      call<ReplacedImportantLinks>('PUT', base, {
        groups: urls ? [{ id: listId, name: 'Specs', links: links(urls) }] : [],
      });
    const lists = async () =>
      (await call<ImportantLinks>('GET', base)).body.groups.map((list) => [
        list.name,
        list.links.map((link) => link.target.url),
      ]);

    expect((await replace([specs, board])).body.trash_id).toBeNull();
    const first = (await replace([specs])).body.trash_id!;
    expect(await lists()).toEqual([['Specs', [specs]]]);
    expect((await restore(call, first)).body).toMatchObject({ kind: 'link', moved_to_root: false });
    expect(await lists()).toEqual([['Specs', [specs, board]]]);

    const again = (await replace([specs])).body.trash_id!;
    expect((await replace(null)).body.trash_id).toEqual(expect.any(Number));
    expect(await lists()).toEqual([]);
    expect((await restore(call, again)).status).toBe(200);
    expect(await lists()).toEqual([['Specs', [board]]]);
  });

  it('a project with its docs and logs; a doc trashed before it stays in the trash', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
      docs: { early: { name: 'Early' }, kept: { name: 'Kept' } },
      logs: { weekly: { title: 'Weekly' }, lone: { title: 'Lone' } },
    });
    const call = world.callAs('owner');
    const projectId = world.projects.project.id;
    const early = await trashed(call, `/projects/${projectId}/docs/${world.docs.early.id}`);
    const lone = await trashed(call, `/projects/${projectId}/logs/${world.logs.lone.id}`);
    const project = await trashed(call, `/projects/${projectId}`);
    expect((await call('GET', `/projects/${projectId}`)).status).toBe(404);
    expect((await call('GET', `/projects/${projectId}/docs`)).status).toBe(404);
    expect((await call('GET', `/projects/${projectId}/logs`)).status).toBe(404);

    expect(refusal(await restore(call, early))).toEqual([409, TRASH_PROJECT_GONE]);
    expect(refusal(await restore(call, lone))).toEqual([409, TRASH_PROJECT_GONE]);
    expect((await restore(call, project)).body).toMatchObject({
      kind: 'project',
      item_id: projectId,
      project_id: projectId,
    });
    expect(await docNames(call, projectId)).toEqual(['Kept']);
    expect(await logTitles(call, projectId)).toEqual(['Weekly']);
    expect((await trashNames(call, `?project_id=${projectId}`)).sort()).toEqual(['Early', 'Lone']);

    expect((await restore(call, early)).status).toBe(200);
    expect(await docNames(call, projectId)).toEqual(['Early', 'Kept']);
  });

  it('a group with a project in it; a project trashed before it waits for the group', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      groups: { main: { name: 'Main' } },
      projects: { inside: { name: 'Inside' }, earlier: { name: 'Earlier' } },
      // The first project, Inside, holds the doc.
      docs: { plan: { name: 'Plan' } },
    });
    const call = world.callAs('owner');
    const { main } = world.groups;
    const { inside, earlier } = world.projects;
    const earlierEntry = await trashed(call, `/projects/${earlier.id}`);
    const groupEntry = await trashed(call, `/groups/${main.id}`);
    expect((await call('GET', `/groups/${main.id}`)).status).toBe(404);
    expect((await call('GET', `/projects/${inside.id}`)).status).toBe(404);
    expect((await call('GET', `/projects/${inside.id}/docs`)).status).toBe(404);

    expect(refusal(await restore(call, earlierEntry))).toEqual([409, TRASH_GROUP_GONE]);
    expect((await restore(call, groupEntry)).body).toEqual({
      kind: 'group',
      item_id: main.id,
      group_id: main.id,
      project_id: null,
      moved_to_root: false,
    });
    expect((await call('GET', `/groups/${main.id}`)).status).toBe(200);
    expect(await docNames(call, inside.id)).toEqual(['Plan']);
    expect((await call('GET', `/projects/${earlier.id}`)).status).toBe(404);
    expect((await restore(call, earlierEntry)).status).toBe(200);
    expect((await call('GET', `/projects/${earlier.id}`)).status).toBe(200);
  });
});

describe('a doc whose parent doc is in the trash', () => {
  it('comes back at the top with its subtree, and the parent back where it was after it', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
    });
    const call = world.callAs('owner');
    const projectId = world.projects.project.id;
    const top = await world.newDoc(projectId, { name: 'Top' });
    const parent = await world.newDoc(projectId, { name: 'Parent', parentPath: top.path });
    const sibling = await world.newDoc(projectId, { name: 'Sibling', parentPath: top.path });
    const child = await world.newDoc(projectId, { name: 'Child', parentPath: parent.path });
    const grandchild = await world.newDoc(projectId, {
      name: 'Grandchild',
      parentPath: child.path,
    });
    const childEntry = await trashed(call, `/projects/${projectId}/docs/${child.id}`);
    const parentEntry = await trashed(call, `/projects/${projectId}/docs/${parent.id}`);
    expect(await docNames(call, projectId)).toEqual(['Sibling', 'Top']);

    expect((await restore(call, childEntry)).body).toMatchObject({
      kind: 'doc',
      moved_to_root: true,
    });
    expect(await docPaths(call, projectId)).toEqual({
      Top: top.path,
      Sibling: sibling.path,
      Child: String(child.id),
      Grandchild: `${child.id}.${grandchild.id}`,
    });
    expect((await restore(call, parentEntry)).body).toMatchObject({ moved_to_root: false });
    expect(await docPaths(call, projectId)).toEqual({
      Top: top.path,
      Parent: parent.path,
      Sibling: sibling.path,
      Child: String(child.id),
      Grandchild: `${child.id}.${grandchild.id}`,
    });
    const tree = (await call<DocNode[]>('GET', `/projects/${projectId}/docs`)).body;
    const underTop = tree.find((node) => node.name === 'Top')?.children;
    expect(underTop?.map((node) => node.name)).toEqual(['Parent', 'Sibling']);
  });
});

describe("the free plan's limits", () => {
  it('count no doc in the trash, and refuse a restore past them', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
      docs: { victim: { name: 'Victim' } },
    });
    const call = world.callAs('owner');
    const { project } = world.projects;
    await buildDocs(server, project, world.people.owner.user, FREE_PLAN_LIMITS.docs - 1);
    const newDoc = () =>
      call<{ detail?: string }>('POST', `/projects/${project.id}/docs`, { parent_path: '' });
    const full = await newDoc();
    expect([full.status, full.body.detail]).toEqual([403, CANT_CREATE_MORE_DOCS]);

    const entry = await trashed(call, `/projects/${project.id}/docs/${world.docs.victim.id}`);
    expect((await newDoc()).status).toBe(201);
    expect(refusal(await restore(call, entry))).toEqual([403, CANT_CREATE_MORE_DOCS]);
    expect(await trashNames(call)).toEqual(['Victim']);
  });
});

describe('who sees, restores and deletes for ever', () => {
  it('follows the rights where the item lived', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER', admin: 'ADMIN', editor: 'MEMBER', viewer: 'MEMBER' },
      projects: {
        open: { team: { editor: 'EDIT' } },
        secret: { privacy: 'PRIVATE' },
      },
      // The first project, the open one, holds the log.
      logs: { here: { title: 'Open log' } },
    });
    const [owner, admin, editor, viewer] = [
      world.callAs('owner'),
      world.callAs('admin'),
      world.callAs('editor'),
      world.callAs('viewer'),
    ];
    const { open, secret } = world.projects;
    const hidden = await world.newLog(secret.id, { title: 'Secret log' });
    const openPath = `/projects/${open.id}/logs/${world.logs.here.id}`;
    const openEntry = await trashed(owner, openPath);
    const secretEntry = await trashed(owner, `/projects/${secret.id}/logs/${hidden.id}`);

    expect(await trashNames(owner)).toEqual(['Secret log', 'Open log']);
    expect(await trashNames(editor)).toEqual(['Open log']);
    expect(await trashNames(editor, `?project_id=${secret.id}`)).toEqual([]);
    expect((await restore(editor, secretEntry)).status).toBe(404);
    expect(await trashNames(viewer)).toEqual([]);
    expect((await restore(viewer, openEntry)).status).toBe(404);
    const page = async (call: Call) => (await call<TrashPage>('GET', '/trash')).body.entries;
    expect((await page(editor)).map((entry) => entry.can_delete_forever)).toEqual([false]);
    expect((await page(admin)).map((entry) => entry.can_delete_forever)).toEqual([true, true]);

    expect((await editor('DELETE', `/trash/${openEntry}`)).status).toBe(403);
    expect((await restore(editor, openEntry)).status).toBe(200);
    const again = await trashed(editor, openPath);

    const db = server.app.services.database.db;
    for (const [call, entryId, logId] of [
      [admin, again, world.logs.here.id],
      [owner, secretEntry, hidden.id],
    ] as const) {
      expect((await call('DELETE', `/trash/${entryId}`)).body).toEqual({ success: true });
      expect((await restore(owner, entryId)).status).toBe(404);
      expect(await db.select().from(trashEntries).where(eq(trashEntries.id, entryId))).toEqual([]);
      expect(await db.select().from(logs).where(eq(logs.id, logId))).toEqual([]);
    }
  });
});

describe('the trash page', () => {
  it('finds by a part of the name in any case, and pages by `before`', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
      docs: { zebra: { name: 'Zebra Notes' } },
    });
    const call = world.callAs('owner');
    const projectId = world.projects.project.id;
    await trashed(call, `/projects/${projectId}/docs/${world.docs.zebra.id}`);
    for (let index = 0; index <= TRASH_PAGE; index++) {
      const log = await world.newLog(projectId, { title: `Report ${index}` });
      await trashed(call, `/projects/${projectId}/logs/${log.id}`);
    }
    const reports = Array.from({ length: TRASH_PAGE + 1 }, (_, index) => `Report ${index}`);

    expect(await trashNames(call, '?q=zEBRA%20n')).toEqual(['Zebra Notes']);
    const twos = reports.filter((name) => name.startsWith('Report 2')).reverse();
    expect(await trashNames(call, '?q=report%202')).toEqual(twos);
    const first = (await call<TrashPage>('GET', '/trash')).body.entries;
    expect(first.map((entry) => entry.name)).toEqual(reports.slice(1).reverse());
    const next = await trashNames(call, `?before=${first.at(-1)!.id}`);
    expect(next).toEqual(['Report 0', 'Zebra Notes']);
  });
});

describe('live events', () => {
  it('tell a teammate of the project that the trash got an item, and that it left it', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER', ...ADA_AND_BOB },
      projects: { project: { right: 'EDIT' } },
      logs: { log: { title: 'Heard' } },
    });
    const ada = world.callAs('ada');
    const projectId = world.projects.project.id;
    const bob = await listen(world.people.bob);
    const heard = async (action: string) => {
      const event = await bob.until(
        (seen) => seen.data.includes('"topic":"trash"') && seen.data.includes(`"${action}"`),
      );
      return JSON.parse(event.data).payload as { action: string; entry_id: number };
    };
    const entryId = await trashed(ada, `/projects/${projectId}/logs/${world.logs.log.id}`);
    expect(await heard('added')).toEqual({
      workspace_id: world.workspace.id,
      entry_id: entryId,
      action: 'added',
    });
    expect((await restore(ada, entryId)).status).toBe(200);
    expect(await heard('restored')).toMatchObject({ entry_id: entryId, action: 'restored' });
  });
});
