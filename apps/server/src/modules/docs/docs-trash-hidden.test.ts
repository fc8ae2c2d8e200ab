import { CANT_CREATE_MORE_DOCS, type TrashKind } from '@hangar/contracts';
import { FREE_PLAN_LIMITS } from '@hangar/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { docs, groups, links, logs, projects, trashEntries } from '../../db/schema';
import { useTestEnvironment } from '../../test/harness';
import { useLiveClients } from '../../test/live-client';
import { buildWorld } from '../../test/world';
import { insertDoc } from './docs.repository';

const server = useTestEnvironment();
const openLive = useLiveClients(server);

/** The tables whose rows go to the trash, by the name the marks below give them. */
const TABLES = { docs, logs, links, projects, groups };
type Marked = Partial<Record<keyof typeof TABLES, number[]>>;

/**
 * Puts rows in the trash as moving an item there does (docs/trash.md): one entry, and its id on
 * the item's rows and on those of everything inside it. Returns what takes them out again.
 */
async function markTrashed(
  item: { kind: TrashKind; itemId: number; workspaceId: number; groupId: number },
  rows: Marked,
) {
  const db = server.database.handle.db;
  const [entry] = await db
    .insert(trashEntries)
    .values({ ...item, name: `${item.kind} ${item.itemId}`, place: {} })
    .returning();
  if (!entry) throw new Error('no trash entry');
  const each = Object.entries(rows) as [keyof typeof TABLES, number[]][];
  for (const [name, ids] of each) {
    const table = TABLES[name];
    await db.update(table).set({ trashId: entry.id }).where(inArray(table.id, ids));
  }
  return async () => {
    for (const [name] of each) {
      const table = TABLES[name];
      await db.update(table).set({ trashId: null }).where(eq(table.trashId, entry.id));
    }
    await db.delete(trashEntries).where(eq(trashEntries.id, entry.id));
  };
}

/** A workspace whose words "quokka" name everything that goes to the trash, and nothing else. */
async function setting() {
  type Project = 'launch' | 'doomed' | 'stored';
  const world = await buildWorld<'owner', 'main' | 'attic', Project, 'keeper', 'log'>(server, {
    people: { owner: 'OWNER' },
    groups: { main: { name: 'Main' }, attic: { name: 'Quokka attic' } },
    projects: {
      launch: { name: 'Launch', group: 'main' },
      doomed: { name: 'Quokka project', group: 'main' },
      stored: { name: 'Stored', group: 'attic' },
    },
    docs: { keeper: { name: 'Keeper', project: 'launch' } },
    logs: { log: { title: 'Quokka log', project: 'launch' } },
  });
  const { launch, doomed, stored } = world.projects;
  const call = world.callAs('owner');
  const parent = await world.newDoc(launch.id, { name: 'Quokka plan' });
  const child = await world.newDoc(launch.id, { name: 'Quokka child', parentPath: parent.path });
  const linked = await call<{ groups: { links: { id: number }[] }[] }>(
    'POST',
    `/projects/${launch.id}/important-links`,
    { group_name: 'Refs', link_type: 'external', url: 'https://quokka.example', title: 'Quokka' },
  );
  const linkId = linked.body.groups[0]?.links[0]?.id ?? 0;
  const share = async (path: string) =>
    (await call<{ share_token: string }>('PUT', `${path}/share`, { enabled: true })).body
      .share_token;
  const projectToken = await share(`/projects/${launch.id}`);
  const docToken = await share(`/projects/${launch.id}/docs/${parent.id}`);
  const { workspace, groups: made } = world;
  const about = (kind: TrashKind, itemId: number, groupId = made.main.id) => ({
    kind,
    itemId,
    workspaceId: workspace.id,
    groupId,
  });
  const trashEverything = async () => {
    const marks = [
      await markTrashed(about('doc', parent.id), { docs: [parent.id, child.id] }),
      await markTrashed(about('log', world.logs.log.id), { logs: [world.logs.log.id] }),
      await markTrashed(about('link', linkId), { links: [linkId] }),
      await markTrashed(about('project', doomed.id), { projects: [doomed.id] }),
      await markTrashed(about('group', made.attic.id, made.attic.id), {
        groups: [made.attic.id],
        projects: [stored.id],
      }),
    ];
    return async () => {
      for (const unmark of marks) await unmark();
      // Restoring publishes the doc's event, which every instance's tree cache hears.
      await call('PUT', `/projects/${launch.id}/docs/${world.docs.keeper.id}`, { name: 'Keeper' });
    };
  };
  const anonymous = (path: string) => server.api('GET', `/public${path}`);
  /** Every read that showed the trashed items: what each answers, as text, and its status. */
  const reads: Record<string, () => Promise<{ status: number; body: unknown }>> = {
    tree: () => call('GET', `/projects/${launch.id}/docs`),
    doc: () => call('GET', `/projects/${launch.id}/docs/${parent.id}`),
    childDoc: () => call('GET', `/projects/${launch.id}/docs/${child.id}`),
    search: () => call('GET', '/search'),
    fullText: () => call('GET', '/search/full-text?q=quokka'),
    logs: () => call('GET', `/projects/${launch.id}/logs`),
    links: () => call('GET', `/projects/${launch.id}/important-links`),
    projects: () => call('GET', '/projects'),
    project: () => call('GET', `/projects/${doomed.id}`),
    groupNames: () => call('GET', '/groups/names'),
    groups: () => call('GET', `/groups?ids=${made.main.id},${made.attic.id}`),
    publicTree: () => anonymous(`/${projectToken}/docs`),
    publicLogs: () => anonymous(`/${projectToken}/logs`),
    publicLinks: () => anonymous(`/${projectToken}/important-links`),
    publicDoc: () => anonymous(`/${docToken}/docs`),
  };
  return { world, call, parent, docToken, trashEverything, reads };
}

/** The reads whose answer names a quokka (or that answer 404: the item is gone). */
async function quokkasSeen(
  reads: Record<string, () => Promise<{ status: number; body: unknown }>>,
) {
  const seen: Record<string, boolean> = {};
  for (const [name, read] of Object.entries(reads)) {
    const answer = await read();
    expect(answer.status, name).not.toBe(500);
    seen[name] = answer.status !== 404 && /quokka/i.test(JSON.stringify(answer.body));
  }
  return seen;
}

describe('items in the trash', () => {
  it('are left out of every read at once, and come back when restored', async () => {
    const { trashEverything, reads } = await setting();
    const everywhere = Object.fromEntries(Object.keys(reads).map((name) => [name, true]));
    const nowhere = Object.fromEntries(Object.keys(reads).map((name) => [name, false]));

    const restore = await trashEverything();
    expect(await quokkasSeen(reads)).toEqual(nowhere);

    await restore();
    expect(await quokkasSeen(reads)).toEqual(everywhere);
  });

  it('do not open live, by a member or through a share link', async () => {
    const { world, parent, docToken, trashEverything } = await setting();
    await trashEverything();
    const member = await openLive({ docId: parent.id, token: world.people.owner.token });
    const visitor = await openLive({ docId: parent.id, token: `public:${docToken}` });
    expect([member.failed, visitor.failed]).toEqual([expect.any(String), expect.any(String)]);
  });

  it("do not count toward the free plan's docs", async () => {
    const { world, call, trashEverything } = await setting();
    const { launch } = world.projects;
    const db = server.database.handle.db;
    const held = await db.$count(docs, eq(docs.workspaceId, world.workspace.id));
    for (let index = held; index < FREE_PLAN_LIMITS.docs; index++) {
      const values = { workspaceId: world.workspace.id, projectId: launch.id, position: index };
      await insertDoc(db, { ...values, name: `Filler ${index}`, emoji: null, createdBy: null }, '');
    }
    const newDoc = () =>
      call<{ detail?: string }>('POST', `/projects/${launch.id}/docs`, { parent_path: '' });
    const refused = await newDoc();
    expect([refused.status, refused.body.detail]).toEqual([403, CANT_CREATE_MORE_DOCS]);

    await trashEverything();
    expect((await newDoc()).status).toBe(201);
  });
});
