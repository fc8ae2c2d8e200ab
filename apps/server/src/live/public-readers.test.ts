import { describe, expect, it } from 'vitest';
import { useTwoInstances, type TestServer } from '../test/harness';
import { useLiveClients, type LiveClient } from '../test/live-client';
import { buildWorld } from '../test/world';
import { SHARE_LINK_CLOSED } from './public-readers';

/**
 * Visitors read on instance B while the owner works on instance A (one database, one Redis):
 * a link that stops working cuts its visitors off at once, wherever they are connected.
 */
const { a: instanceA, b: instanceB } = useTwoInstances();
const openLive = useLiveClients(instanceA);

async function setting() {
  const world = await buildWorld(instanceA, {
    people: { owner: 'OWNER' },
    projects: { project: {} },
  });
  const base = `/projects/${world.projects.project.id}`;
  const call = world.callAs('owner');
  const newDoc = (parentPath = '') => world.newDoc(world.projects.project.id, { parentPath });
  const share = async (path: string) =>
    (await call<{ share_token: string }>('PUT', `${path}/share`, { enabled: true })).body
      .share_token;
  const open = (docId: number, token: string, on: TestServer = instanceB) =>
    openLive({ baseUrl: on.baseUrl, docId, token });
  const visit = async (docId: number, shareToken: string) => {
    const visitor = await open(docId, `public:${shareToken}`);
    expect(visitor.failed).toBeNull();
    return { visitor, closed: closeCodeOf(visitor) };
  };
  return { owner: world.people.owner, base, call, newDoc, share, open, visit };
}

const SYNC_MESSAGES = [0, 4];

/**
 * Resolves once the server answered a sync request of the client: the messages the client sent
 * before it are handled (the server handles a connection's messages in order).
 */
function roundTrip(client: LiveClient): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = ({ event }: { event: MessageEvent }) => {
      const bytes = new Uint8Array(event.data as ArrayBuffer);
      // A message starts with the document's name (one length byte for short names), then its type.
      const type = bytes[1 + (bytes[0] ?? 0)] ?? -1;
      if (!SYNC_MESSAGES.includes(type)) return;
      client.provider.off('message', onMessage);
      resolve();
    };
    client.provider.on('message', onMessage);
    client.provider.forceSync();
  });
}

/** The close code of the client's socket, once the server closes it. */
function closeCodeOf(client: LiveClient): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), 10_000);
    client.provider.configuration.websocketProvider.on(
      'close',
      ({ event }: { event: { code: number } }) => {
        clearTimeout(timer);
        resolve(event.code);
      },
    );
  });
}

type Setting = Awaited<ReturnType<typeof setting>>;
type Link = 'project' | 'doc';

/** Each way a link stops working, with the link its visitor holds. */
const revocations: [string, Link, (s: Setting, docId: number) => Promise<unknown>][] = [
  [
    'turning the doc link off',
    'doc',
    (s, id) => s.call('PUT', `${s.base}/docs/${id}/share`, { enabled: false }),
  ],
  [
    'turning the project link off',
    'project',
    (s) => s.call('PUT', `${s.base}/share`, { enabled: false }),
  ],
  ['archiving the project (project link)', 'project', (s) => s.call('PUT', `${s.base}/archive`)],
  ['archiving the project (doc link)', 'doc', (s) => s.call('PUT', `${s.base}/archive`)],
  ['deleting the project', 'project', (s) => s.call('DELETE', s.base)],
  ['archiving the doc', 'doc', (s, id) => s.call('PUT', `${s.base}/docs/${id}/archive`)],
  ['deleting the doc', 'project', (s, id) => s.call('DELETE', `${s.base}/docs/${id}`)],
];

describe("a visitor's live connection", () => {
  it.each(revocations)('closes on %s, and cannot come back', async (_, link, revoke) => {
    const s = await setting();
    const { id } = await s.newDoc();
    const token = await s.share(link === 'project' ? s.base : `${s.base}/docs/${id}`);
    const { closed } = await s.visit(id, token);

    await revoke(s, id);
    expect(await closed).toBe(SHARE_LINK_CLOSED.code);
    expect((await s.open(id, `public:${token}`)).failed).toBeTruthy();
  });

  it('closes on a page under an archived one, read through the project link', async () => {
    const s = await setting();
    const parent = await s.newDoc();
    const child = await s.newDoc(parent.path);
    const token = await s.share(s.base);
    const { closed } = await s.visit(child.id, token);

    await s.call('PUT', `${s.base}/docs/${parent.id}/archive`);
    expect(await closed).toBe(SHARE_LINK_CLOSED.code);
    expect((await s.open(child.id, `public:${token}`)).failed).toBeTruthy();
  });

  it('stays open while its own link works, when another link to the doc is turned off', async () => {
    const s = await setting();
    const { id } = await s.newDoc();
    const projectToken = await s.share(s.base);
    const docToken = await s.share(`${s.base}/docs/${id}`);
    const byProject = await s.visit(id, projectToken);
    const byDoc = await s.visit(id, docToken);
    const writer = await s.open(id, s.owner.token, instanceA);

    await s.call('PUT', `${s.base}/docs/${id}/share`, { enabled: false });
    expect(await byDoc.closed).toBe(SHARE_LINK_CLOSED.code);
    writer.addParagraph('Still public');
    await byProject.visitor.waitForText((text) => text === 'Still public');
    expect(writer.failed).toBeNull();
  });

  it('sends no caret or name of the visitor to the editors', async () => {
    const s = await setting();
    const { id } = await s.newDoc();
    const { visitor } = await s.visit(id, await s.share(s.base));
    const writer = await s.open(id, s.owner.token);
    writer.provider.setAwarenessField('user', { name: 'Olive' });
    visitor.provider.setAwarenessField('user', { name: 'Not the owner' });
    await Promise.all([roundTrip(writer), roundTrip(visitor)]);

    const onServer = instanceB.app.services.live.hocuspocus.documents.get(`doc:${id}`);
    const names = [...(onServer?.awareness.getStates().values() ?? [])].map(
      (state) => (state.user as { name: string } | undefined)?.name,
    );
    expect(names).toEqual(['Olive']);
  });
});
