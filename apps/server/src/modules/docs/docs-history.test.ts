import type { DocActivityEntry, DocVersion, DocVersionContent } from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docVersions } from '../../db/schema';
import { plainText } from '../../live/plain-text';
import { useTestEnvironment, type TestEnvironment } from '../../test/harness';
import { sleep, until } from '../../test/until';
import { openLiveClient, type LiveClient } from '../../test/live-client';
import { ADA_AND_BOB, buildWorld } from '../../test/world';
import { recordVersion, thinHistory } from './docs-history.repository';
import { saveContent } from './docs-contents.repository';

const DAY = 86_400_000;
const clients: LiveClient[] = [];
afterAll(() => clients.forEach((client) => client.close()));

const textOf = (base64: string) => {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, Buffer.from(base64, 'base64'));
  return plainText(ydoc);
};

async function setting(server: TestEnvironment) {
  const world = await buildWorld(server, {
    people: {
      owner: 'OWNER',
      ...ADA_AND_BOB,
      vera: { role: 'MEMBER', fullname: 'Vera Viewer' },
      eve: 'OUTSIDER',
    },
    projects: { project: { right: 'VIEW', team: { ada: 'EDIT', bob: 'EDIT' } } },
    docs: { doc: { name: 'Launch checklist' } },
  });
  const { project, docs, people } = { ...world, project: world.projects.project };
  const base = `/projects/${project.id}/docs/${docs.doc.id}`;
  const open = async (person: keyof typeof people) => {
    const client = await openLiveClient({
      baseUrl: server.baseUrl,
      docId: docs.doc.id,
      token: people[person].token,
    });
    clients.push(client);
    return client;
  };
  const versions = async (person: keyof typeof people = 'owner') =>
    (await world.callAs(person)<DocVersion[]>('GET', `${base}/versions`)).body;
  return { world, project, docId: docs.doc.id, base, open, versions };
}

describe('page history while people edit', () => {
  const server = useTestEnvironment({
    config: { history: { quietMs: 600, atLeastEveryMs: 3_600_000, keepAllMs: 30 * DAY } },
  });

  /** Ada types `text` (a first version), then a bad paste (a second one). */
  async function badPasteAfter(text: string) {
    const found = await setting(server);
    const ada = await found.open('ada');
    ada.addParagraph(text);
    const [first] = await until(found.versions, (list) => list.length === 1);
    ada.addParagraph('Then a bad paste');
    await until(found.versions, (list) => list.length === 2);
    return { ...found, ada, first: first! };
  }

  it('records one version once editing goes quiet, naming everyone who edited', async () => {
    const { open, versions, world } = await setting(server);
    const ada = await open('ada');
    const bob = await open('bob');
    ada.addParagraph('Fuel the rocket');
    bob.addParagraph('Check the weather');
    await ada.waitUntilSaved();
    await bob.waitUntilSaved();
    expect(await versions()).toEqual([]);

    const recorded = await until(versions, (list) => list.length > 0);
    await sleep(1500);
    expect(await versions()).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ words_added: 6, words_removed: 0, restored_from: null });
    expect(recorded[0]!.authors.map((author) => author.fullname).sort()).toEqual([
      'Ada Lovelace',
      'Bob Hopper',
    ]);
    const activity = await world.callAs('vera')<DocActivityEntry[]>(
      'GET',
      `/projects/${world.projects.project.id}/doc-activity`,
    );
    expect(activity.body.map((entry) => [entry.doc.name, entry.authors.length])).toEqual([
      ['Launch checklist', 2],
    ]);
  });

  it('restores an old version into the live doc, and can undo the restore', async () => {
    const { open, versions, world, base, ada, first } = await badPasteAfter('Version one');
    const bob = await open('bob');

    const restore = await world.callAs('bob')<DocVersion>(
      'POST',
      `${base}/versions/${first.id}/restore`,
    );
    expect(restore.status).toBe(200);
    expect(restore.body.restored_from).toBe(first.created_at);
    expect(restore.body.authors.map((author) => author.fullname)).toEqual(['Bob Hopper']);
    await ada.waitForText((text) => text === 'Version one');
    await bob.waitForText((text) => text === 'Version one');

    const history = await versions();
    expect(history).toHaveLength(3);
    const shown = await world.callAs('owner')<DocVersionContent>(
      'GET',
      `${base}/versions/${history[0]!.id}`,
    );
    expect(textOf(shown.body.content_state)).toBe('Version one');
    expect(textOf(shown.body.previous_state!)).toBe('Version one\nThen a bad paste');

    await world.callAs('ada')('POST', `${base}/versions/${history[1]!.id}/restore`);
    await bob.waitForText((text) => text === 'Version one\nThen a bad paste');
  });

  it('restores by changing only what differs: text the version keeps keeps its identity, and anchors on it', async () => {
    const { world, base, ada, first } = await badPasteAfter('Zephyrine valve checklist');
    // A comment's anchor: a Yjs position on "valve" in the first paragraph.
    const kept = ada.doc.getXmlFragment('default').get(0) as Y.XmlElement;
    const anchor = Y.createRelativePositionFromTypeIndex(kept.get(0) as Y.XmlText, 10, 0);

    const restore = await world.callAs('bob')('POST', `${base}/versions/${first.id}/restore`);
    expect(restore.status).toBe(200);
    await ada.waitForText((text) => text === 'Zephyrine valve checklist');
    const found = Y.createAbsolutePositionFromRelativePosition(anchor, ada.doc);
    expect(found?.type._item?.deleted).toBe(false);
    expect((found?.type as Y.XmlText).toString().slice(found!.index)).toBe('valve checklist');
  });

  it('restores the version the doc already is without error, and records nothing new', async () => {
    const { open, versions, world, base } = await setting(server);
    const ada = await open('ada');
    ada.addParagraph('Nothing to undo');
    const [only] = await until(versions, (list) => list.length === 1);
    const restore = await world.callAs('bob')<DocVersion>(
      'POST',
      `${base}/versions/${only!.id}/restore`,
    );
    expect(restore.status).toBe(200);
    expect(restore.body.id).toBe(only!.id);
    expect(await versions()).toHaveLength(1);
  });

  it('lets viewers read the history but only editors restore it, and no one outside', async () => {
    const { open, versions, world, base } = await setting(server);
    const ada = await open('ada');
    ada.addParagraph('Secret plan');
    const [version] = await until(versions, (list) => list.length === 1);
    const restore = `${base}/versions/${version!.id}/restore`;

    expect(await versions('vera')).toHaveLength(1);
    const refused = await world.callAs('vera')<{ detail: string }>('POST', restore);
    expect(refused.status).toBe(403);
    expect((await world.callAs('eve')('GET', `${base}/versions`)).status).toBe(404);
    expect((await world.callAs('eve')('POST', restore)).status).toBe(404);
    expect((await world.callAs('owner')('GET', `${base}/versions/999999`)).status).toBe(404);
    expect(await versions()).toHaveLength(1);
  });

  it('keeps the history while the doc is in the trash, and purges it with the doc', async () => {
    const { open, versions, world, base, docId } = await setting(server);
    const ada = await open('ada');
    ada.addParagraph('Soon gone');
    await until(versions, (list) => list.length === 1);
    ada.close();
    const owner = world.callAs('owner');
    const deleted = await owner<{ trash_id: number }>('DELETE', base);
    expect(deleted.status).toBe(200);
    const left = () =>
      server.app.services.database.db
        .select()
        .from(docVersions)
        .where(eq(docVersions.docId, docId));
    expect(await left()).toHaveLength(1);
    expect((await owner('DELETE', `/trash/${deleted.body.trash_id}`)).status).toBe(200);
    expect(await left()).toEqual([]);
  });
});

describe('page history when the last editor leaves', () => {
  const server = useTestEnvironment({
    config: { history: { quietMs: 3_600_000, atLeastEveryMs: 1500, keepAllMs: 30 * DAY } },
  });

  it('records a version as soon as the last editor leaves', async () => {
    const { open, versions } = await setting(server);
    const ada = await open('ada');
    ada.addParagraph('Written then left');
    await ada.waitUntilSaved();
    ada.close();
    const [version] = await until(versions, (list) => list.length === 1, { ms: 4000 });
    expect(version!.authors.map((author) => author.fullname)).toEqual(['Ada Lovelace']);
  });

  it('records versions while someone keeps typing for longer than the longest wait', async () => {
    const { open, versions } = await setting(server);
    const ada = await open('ada');
    for (let i = 0; i < 20; i++) {
      ada.addParagraph(`Line ${i}`);
      await sleep(250);
    }
    const whileTyping = await versions();
    expect(whileTyping.length).toBeGreaterThanOrEqual(1);
    expect(whileTyping.at(-1)!.authors.map((author) => author.fullname)).toEqual(['Ada Lovelace']);
  });
});

describe('retention of page history', () => {
  const server = useTestEnvironment();

  it('keeps the last version of each day older than the window, with what the day changed', async () => {
    const { docId, world, base } = await setting(server);
    const db = server.app.services.database.db;
    const ydoc = new Y.Doc();
    const paragraphs = ydoc.getXmlFragment('default');
    const write = async (text: string, at: Date) => {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(text)]);
      paragraphs.insert(paragraphs.length, [paragraph]);
      await saveContent(db, docId, Y.encodeStateAsUpdate(ydoc), plainText(ydoc), [
        world.people.ada.user.id,
      ]);
      const version = await recordVersion({ db, cpu: server.app.services.cpu }, docId);
      await db.update(docVersions).set({ createdAt: at }).where(eq(docVersions.id, version!.id));
    };
    const daysAgo = (days: number, hour: number) =>
      new Date(Math.floor(Date.now() / DAY) * DAY - days * DAY + hour * 3_600_000);
    await write('Monday morning', daysAgo(40, 8));
    await write('Monday noon', daysAgo(40, 12));
    await write('Monday evening', daysAgo(40, 18));
    await write('Tuesday', daysAgo(39, 9));
    await write('Yesterday morning', daysAgo(1, 8));
    await write('Yesterday noon', daysAgo(1, 12));

    const removed = await thinHistory(db, docId, new Date(Date.now() - 30 * DAY));
    expect(removed).toBe(2);
    const history = (await world.callAs('owner')<DocVersion[]>('GET', `${base}/versions`)).body;
    expect(history.map((version) => version.created_at)).toEqual(
      [daysAgo(1, 12), daysAgo(1, 8), daysAgo(39, 9), daysAgo(40, 18)].map((at) =>
        at.toISOString(),
      ),
    );
    const contentOf = async (version: DocVersion) =>
      textOf(
        (await world.callAs('owner')<DocVersionContent>('GET', `${base}/versions/${version.id}`))
          .body.content_state,
      );
    expect(await contentOf(history[3]!)).toBe('Monday morning\nMonday noon\nMonday evening');
    expect(history[3]!.words_added).toBe(6);
    expect(await contentOf(history[2]!)).toBe(
      'Monday morning\nMonday noon\nMonday evening\nTuesday',
    );
    expect(await contentOf(history[0]!)).toBe(plainText(ydoc));
  });
});
