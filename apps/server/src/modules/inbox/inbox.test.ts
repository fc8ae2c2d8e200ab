import { INBOX_PAGE, type CommentThread, type InboxPage } from '@hangar/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';
import { anchorOnDawn } from '../../test/comment-anchors';
import { useTestEnvironment } from '../../test/harness';
import { useLiveClients } from '../../test/live-client';
import { sleep, until } from '../../test/until';
import { ADA_AND_BOB, buildWorld } from '../../test/world';

const server = useTestEnvironment();
const openLive = useLiveClients(server);

async function setting() {
  const world = await buildWorld(server, {
    people: {
      owner: { role: 'OWNER', fullname: 'Olive Owner' },
      ...ADA_AND_BOB,
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
    const ada = await openLive({ docId: world.docs.doc.id, token: world.people.ada.token });
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
      const [entry] = (
        await until(
          () => inbox('bob'),
          (read) => read.items.length > 0,
        )
      ).items;
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

describe('the inbox page (issue 40)', () => {
  async function thread() {
    const world = await buildWorld(server, {
      people: {
        owner: 'OWNER',
        ...ADA_AND_BOB,
        cy: { role: 'MEMBER', fullname: 'Cy Resolver' },
        dan: { role: 'MEMBER', fullname: 'Dan Bystander' },
      },
      projects: { project: { team: { ada: 'EDIT', bob: 'EDIT', cy: 'EDIT', dan: 'EDIT' } } },
      logs: { log: { project: 'project' } },
      docs: { doc: { project: 'project', name: 'Launch plan' } },
    });
    const project = world.projects.project;
    const base = `/projects/${project.id}/docs/${world.docs.doc.id}/threads`;
    const live = await openLive({ docId: world.docs.doc.id, token: world.people.ada.token });
    const anchor = await anchorOnDawn(live);
    live.close();
    const started = await world.callAs('ada')<CommentThread>('POST', base, {
      client_request_id: randomUUID(),
      anchor,
      quote: 'dawn',
      body: 'Dawn or noon, Bob?',
      mentions: [world.people.bob.user.id],
    });
    expect(started.status).toBe(201);
    const threadId = started.body.id;
    const replied = await world.callAs('bob')('POST', `${base}/${threadId}/comments`, {
      client_request_id: randomUUID(),
      body: 'Dawn, for the light',
      mentions: [],
    });
    expect(replied.status).toBe(201);
    const page = async (person: keyof typeof world.people, query = '') =>
      (await world.callAs(person)<InboxPage>('GET', `/inbox${query}`)).body;
    const resolve = (person: keyof typeof world.people, resolved: boolean) =>
      world.callAs(person)<CommentThread>('PATCH', `${base}/${threadId}`, { resolved });
    return { world, page, resolve, threadId, project };
  }

  it("tells a thread's starter and repliers who resolved it, not the resolver", async () => {
    const { world, page, resolve, threadId, project } = await thread();
    expect((await resolve('cy', true)).status).toBe(200);
    const path = `/workspace/${world.workspace.id}/project/${project.id}/doc/${world.docs.doc.id}?thread=${threadId}`;
    for (const person of ['ada', 'bob'] as const) {
      const [entry] = (await page(person)).items;
      expect(entry).toMatchObject({
        kind: 'resolved',
        title: 'Launch plan',
        excerpt: 'Dawn or noon, Bob?',
        path,
        read_at: null,
      });
      expect(entry!.actor?.fullname).toBe('Cy Resolver');
    }
    expect((await page('cy')).items).toEqual([]);
    expect((await page('dan')).items).toEqual([]);

    // Resolving again is no news; reopening tells nobody; the starter resolving tells the replier.
    await resolve('cy', true);
    await resolve('ada', false);
    expect((await page('bob')).items.filter((item) => item.kind === 'resolved')).toHaveLength(1);
    await resolve('ada', true);
    const bobs = (await page('bob')).items.filter((item) => item.kind === 'resolved');
    expect(bobs.map((item) => item.actor?.fullname)).toEqual(['Ada Lovelace', 'Cy Resolver']);
    expect((await page('ada')).items.filter((item) => item.kind === 'resolved')).toHaveLength(1);
  });

  it('filters all, unread and mentions, and keeps the whole unread count', async () => {
    const { world, page, resolve } = await thread();
    await resolve('cy', true);
    const all = await page('bob');
    expect(all.items.map((item) => item.kind)).toEqual(['resolved', 'mention']);
    expect((await page('bob', '?filter=all')).items).toEqual(all.items);
    expect((await page('bob', '?filter=mentions')).items.map((item) => item.kind)).toEqual([
      'mention',
    ]);
    const mention = all.items[1]!;
    expect((await world.callAs('bob')('POST', `/inbox/${mention.id}/read`)).status).toBe(204);
    const unread = await page('bob', '?filter=unread');
    expect(unread.items.map((item) => item.kind)).toEqual(['resolved']);
    expect(unread.unread).toBe(1);
    const mentions = await page('bob', '?filter=mentions');
    expect(mentions.items.map((item) => [item.kind, item.read_at === null])).toEqual([
      ['mention', false],
    ]);
    expect(mentions.unread).toBe(1);
  });

  it('pages each filter from the newest, and refuses a bad filter or cursor with a 422', async () => {
    const { world, page, project } = await thread();
    const bobId = world.people.bob.user.id;
    for (let round = 0; round < INBOX_PAGE + 2; round += 1) {
      const sent = await world.callAs('ada')(
        'POST',
        `/projects/${project.id}/logs/${world.logs.log.id}/notify`,
        { recipients: [bobId] },
      );
      expect(sent.status).toBeLessThan(300);
    }
    // Bob: a mention, then INBOX_PAGE + 2 logs, all unread.
    const first = await page('bob', '?filter=unread');
    expect(first.items).toHaveLength(INBOX_PAGE);
    expect(first.unread).toBe(INBOX_PAGE + 3);
    const last = first.items.at(-1)!.id;
    const second = await page('bob', `?filter=unread&before=${last}`);
    expect(second.items.map((item) => item.kind)).toEqual(['log', 'log', 'mention']);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(INBOX_PAGE + 3);
    // Mentions skip the logs, however many came since.
    expect((await page('bob', `?filter=mentions&before=${ids[0]}`)).items).toHaveLength(1);

    for (const query of ['?filter=read', '?filter=', '?before=abc', '?before=-1']) {
      const refused = await world.callAs('bob')('GET', `/inbox${query}`);
      expect(refused.status, query).toBe(422);
      const [problem] = (refused.body as { detail: { loc: string[] }[] }).detail;
      expect(problem?.loc, query).toEqual(['querystring', query.slice(1).split('=')[0]]);
    }
  });
});
