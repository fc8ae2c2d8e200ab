import type { InboxPage } from '@hangar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { openLiveClient } from '../../test/live-client';
import { buildWorld } from '../../test/world';

let server: TestEnvironment;
beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

async function setting() {
  const world = await buildWorld(server, {
    people: {
      owner: { role: 'OWNER', fullname: 'Olive Owner' },
      ada: { role: 'MEMBER', fullname: 'Ada Lovelace' },
      bob: { role: 'MEMBER', fullname: 'Bob Hopper' },
      gus: { role: 'GUEST', fullname: 'Gus Guest' },
    },
    groups: { group: { name: 'Rockets' } },
    projects: { project: { name: 'Apollo', group: 'group', team: { ada: 'EDIT' } } },
    logs: { log: { project: 'project' } },
    docs: { doc: { project: 'project', name: 'Launch plan' } },
  });
  const inbox = async (person: keyof typeof world.people) =>
    (await world.callAs(person)<InboxPage>('GET', '/inbox')).body;
  return { world, inbox, project: world.projects.project, group: world.groups.group };
}

describe('the inbox', () => {
  it('holds the logs sent to me and the teams I was added to, each leading to its place', async () => {
    const { world, inbox, project, group } = await setting();
    const bobId = world.people.bob.user.id;
    await world.callAs('owner')('POST', `/projects/${project.id}/team`, {
      invites: [{ user_id: bobId, right: 'VIEW' }],
    });
    await world.callAs('owner')('POST', `/groups/${group.id}/team`, {
      invites: [{ user_id: bobId, right: 'VIEW' }],
    });
    const sent = await world.callAs('ada')(
      'POST',
      `/projects/${project.id}/logs/${world.logs.log.id}/notify`,
      { recipients: [bobId] },
    );
    expect(sent.status).toBeLessThan(300);

    const bobs = await inbox('bob');
    expect(bobs.unread).toBe(3);
    const ws = world.workspace.id;
    expect(
      bobs.items.map((item) => [item.kind, item.actor?.fullname, item.title, item.path]),
    ).toEqual([
      [
        'log',
        'Ada Lovelace',
        expect.any(String),
        `/workspace/${ws}/project/${project.id}/logs/${world.logs.log.id}`,
      ],
      ['invitation', 'Olive Owner', 'Rockets', `/workspace/${ws}/group/${group.id}`],
      ['invitation', 'Olive Owner', 'Apollo', `/workspace/${ws}/project/${project.id}`],
    ]);
    // Nobody else's inbox holds them, not even the sender's.
    expect((await inbox('ada')).items).toEqual([]);
  });

  it('marks one or all read, only mine, and pages from the newest', async () => {
    const { world, inbox, project } = await setting();
    const bobId = world.people.bob.user.id;
    await world.callAs('owner')('POST', `/projects/${project.id}/team`, {
      invites: [{ user_id: bobId, right: 'VIEW' }],
    });
    for (let round = 0; round < 3; round += 1) {
      await world.callAs('ada')(
        'POST',
        `/projects/${project.id}/logs/${world.logs.log.id}/notify`,
        {
          recipients: [bobId],
        },
      );
    }
    const [newest, , oldest] = (await inbox('bob')).items;
    expect((await world.callAs('ada')('POST', `/inbox/${newest!.id}/read`)).status).toBe(404);
    expect((await world.callAs('bob')('POST', `/inbox/${newest!.id}/read`)).status).toBe(204);
    expect((await inbox('bob')).unread).toBe(3);
    const older = await world.callAs('bob')<InboxPage>('GET', `/inbox?before=${newest!.id}`);
    expect(older.body.items.map((item) => item.id)).toContain(oldest!.id);
    expect(older.body.items.map((item) => item.id)).not.toContain(newest!.id);
    expect((await world.callAs('bob')('POST', '/inbox/read-all')).status).toBe(204);
    expect((await inbox('bob')).unread).toBe(0);
    expect((await world.callAs('bob')('POST', '/inbox/99999999/read')).status).toBe(404);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mentionOf(userId: number, label: string) {
  return { type: 'mention' as const, attrs: { id: String(userId), label } };
}

describe('mentions in the text of docs and logs', () => {
  it('tell each person a log mentions once, if they can read it', async () => {
    const { world, inbox, project } = await setting();
    const description = (...names: [number, string][]) => ({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Fuel check by ' },
            ...names.map(([id, n]) => mentionOf(id, n)),
          ],
        },
      ],
    });
    const { ada, bob, gus } = world.people;
    const created = await world.callAs('ada')<{ created_id: number }>(
      'POST',
      `/projects/${project.id}/logs`,
      {
        title: 'Fuel',
        description: description([bob.user.id, 'Bob Hopper'], [gus.user.id, 'Gus Guest']),
        attachments: [],
      },
    );
    expect(created.status).toBe(201);
    const logId = created.body.created_id;
    expect((await inbox('bob')).items.map((item) => [item.kind, item.title, item.excerpt])).toEqual(
      [['mention', 'Fuel', 'Fuel check by @Bob Hopper@Gus Guest']],
    );
    expect((await inbox('gus')).items).toEqual([]);

    await world.callAs('ada')('PUT', `/projects/${project.id}/logs/${logId}`, {
      description: description([bob.user.id, 'Bob Hopper'], [ada.user.id, 'Ada Lovelace']),
    });
    expect((await inbox('bob')).items).toHaveLength(1);
    expect((await inbox('ada')).items).toEqual([]);
  });

  it('tell each person a doc mentions once, after the save that named them', async () => {
    const { world, inbox } = await setting();
    const ada = await openLiveClient({
      baseUrl: server.baseUrl,
      docId: world.docs.doc.id,
      token: world.people.ada.token,
    });
    try {
      const mentionParagraph = (userId: number, label: string) => {
        const paragraph = new Y.XmlElement('paragraph');
        const mention = new Y.XmlElement('mention');
        mention.setAttribute('id', String(userId));
        mention.setAttribute('label', label);
        paragraph.insert(0, [new Y.XmlText('Weather by '), mention]);
        ada.doc.getXmlFragment(EDITOR_FIELD).push([paragraph]);
      };
      mentionParagraph(world.people.bob.user.id, 'Bob Hopper');
      await ada.waitUntilSaved();
      const deadline = Date.now() + 8000;
      while ((await inbox('bob')).items.length === 0 && Date.now() < deadline) await sleep(50);
      const [entry] = (await inbox('bob')).items;
      expect(entry).toMatchObject({
        kind: 'mention',
        title: 'Launch plan',
        excerpt: 'Weather by @Bob Hopper',
        path: `/workspace/${world.workspace.id}/project/${world.projects.project.id}/doc/${world.docs.doc.id}`,
      });
      expect(entry!.actor?.fullname).toBe('Ada Lovelace');

      mentionParagraph(world.people.bob.user.id, 'Bob Hopper');
      mentionParagraph(world.people.gus.user.id, 'Gus Guest');
      await ada.waitUntilSaved();
      await sleep(500);
      expect((await inbox('bob')).items).toHaveLength(1);
      expect((await inbox('gus')).items).toEqual([]);
    } finally {
      ada.close();
    }
  });
});
