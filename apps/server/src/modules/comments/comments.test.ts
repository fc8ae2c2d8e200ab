import type { Comment, CommentThread, InboxPage } from '@hangar/contracts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { comments, commentThreads, workspaceMembers } from '../../db/schema';
import { EDITOR_FIELD } from '../../live/plain-text';
import { anchorOnDawn } from '../../test/comment-anchors';
import { useTestEnvironment } from '../../test/harness';
import { type LiveClient, useLiveClients } from '../../test/live-client';
import { openEventStream } from '../../test/sse-client';
import { ADA_AND_BOB, buildWorld } from '../../test/world';
import { RATE_LIMITS } from '../auth/auth-rate-limits';
import { anchoredText } from './comments-anchor';

/** Long enough for a test to read an entry in the app before it is due by e-mail. */
const EMAIL_AFTER_MS = 1500;
const server = useTestEnvironment({
  config: { inboxEmailAfterMs: EMAIL_AFTER_MS },
  // Each test signs in a world of seven: more than one address's sign-ins in five minutes.
  rateLimits: { signinPerIp: { ...RATE_LIMITS.signinPerIp, limit: 1000 } },
});
const openLive = useLiveClients(server);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first paragraph's text of a live doc, to edit it as a second person typing. */
function firstText(client: LiveClient): Y.XmlText {
  const paragraph = client.doc.getXmlFragment(EDITOR_FIELD).get(0) as Y.XmlElement;
  return paragraph.get(0) as Y.XmlText;
}

async function setting() {
  const world = await buildWorld(server, {
    people: {
      owner: 'OWNER',
      admin: 'ADMIN',
      ...ADA_AND_BOB,
      vera: { role: 'MEMBER', fullname: 'Vera Viewer' },
      gus: { role: 'GUEST', fullname: 'Gus Guest' },
      eve: 'OUTSIDER',
    },
    projects: { project: { right: 'VIEW', team: { ada: 'EDIT', bob: 'EDIT' } } },
    docs: { doc: { name: 'Launch plan' } },
  });
  const project = world.projects.project;
  const base = `/projects/${project.id}/docs/${world.docs.doc.id}/threads`;
  const ada = await openLive({ docId: world.docs.doc.id, token: world.people.ada.token });
  const anchor = await anchorOnDawn(ada);
  const thread = (person: keyof typeof world.people, body: string, mentions: number[] = []) =>
    world.callAs(person)<CommentThread>('POST', base, {
      client_request_id: randomUUID(),
      anchor,
      quote: 'dawn',
      body,
      mentions,
    });
  const reply = (
    person: keyof typeof world.people,
    threadId: number,
    body: string,
    mentions: number[] = [],
  ) =>
    world.callAs(person)<Comment>('POST', `${base}/${threadId}/comments`, {
      client_request_id: randomUUID(),
      body,
      mentions,
    });
  const threads = async (person: keyof typeof world.people = 'owner') =>
    (await world.callAs(person)<CommentThread[]>('GET', base)).body;
  const inbox = async (person: keyof typeof world.people) =>
    (await world.callAs(person)<InboxPage>('GET', '/inbox')).body;
  const id = (person: keyof typeof world.people) => world.people[person].user.id;
  return { world, project, base, ada, anchor, thread, reply, threads, inbox, id };
}

describe('comment threads', () => {
  it('start on a range, take replies, resolve and reopen, and go with their last comment', async () => {
    const { world, base, thread, reply, threads } = await setting();
    const started = await thread('ada', 'Dawn or noon?');
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ quote: 'dawn', detached: false, resolved_at: null });
    expect(started.body.comments.map((c) => [c.author?.fullname, c.body])).toEqual([
      ['Ada Lovelace', 'Dawn or noon?'],
    ]);
    const threadId = started.body.id;
    const answer = await reply('bob', threadId, 'Dawn, for the light');
    expect(answer.status).toBe(201);

    const seen = await threads('vera');
    expect(seen.map((t) => t.comments.map((c) => c.body))).toEqual([
      ['Dawn or noon?', 'Dawn, for the light'],
    ]);
    expect(seen[0]!.comments.map((c) => c.abilities)).toEqual([
      { edit: false, delete: false },
      { edit: false, delete: false },
    ]);

    const resolved = await world.callAs('bob')<CommentThread>('PATCH', `${base}/${threadId}`, {
      resolved: true,
    });
    expect(resolved.body.resolved_by?.fullname).toBe('Bob Hopper');
    const reopened = await world.callAs('ada')<CommentThread>('PATCH', `${base}/${threadId}`, {
      resolved: false,
    });
    expect(reopened.body.resolved_at).toBeNull();

    const edited = await world.callAs('bob')<Comment>(
      'PATCH',
      `${base}/${threadId}/comments/${answer.body.id}`,
      { body: 'Dawn, surely' },
    );
    expect(edited.body).toMatchObject({ body: 'Dawn, surely' });
    expect(edited.body.edited_at).not.toBeNull();
    const notHers = await world.callAs('ada')(
      'PATCH',
      `${base}/${threadId}/comments/${answer.body.id}`,
      { body: 'Noon' },
    );
    expect(notHers.status).toBe(403);

    const first = started.body.comments[0]!.id;
    expect(
      (await world.callAs('ada')('DELETE', `${base}/${threadId}/comments/${first}`)).status,
    ).toBe(204);
    expect((await threads())[0]!.comments.map((c) => c.body)).toEqual(['Dawn, surely']);
    expect(
      (await world.callAs('bob')('DELETE', `${base}/${threadId}/comments/${answer.body.id}`))
        .status,
    ).toBe(204);
    expect(await threads()).toEqual([]);
  });

  it('are created once per client request id, however often the request is retried', async () => {
    const { world, base, anchor, threads } = await setting();
    const request = {
      client_request_id: randomUUID(),
      anchor,
      quote: 'dawn',
      body: 'Sent twice',
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => world.callAs('ada')<CommentThread>('POST', base, request)),
    );
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const [only] = await threads();
    const replyRequest = { client_request_id: randomUUID(), body: 'Also twice' };
    const replies = await Promise.all(
      [1, 2].map(() =>
        world.callAs('bob')<Comment>('POST', `${base}/${only!.id}/comments`, replyRequest),
      ),
    );
    expect(replies[0]!.body.id).toBe(replies[1]!.body.id);
    expect((await threads()).map((t) => t.comments.length)).toEqual([2]);
    const [{ count }] = (await server.database.handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(commentThreads)
      .where(eq(commentThreads.docId, only!.doc_id))) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('keep their anchor on the words through concurrent edits, and are detached once they go', async () => {
    const { world, ada, anchor, thread, threads } = await setting();
    const started = await thread('ada', 'Is dawn early enough?');
    const bob = await openLive({ docId: world.docs.doc.id, token: world.people.bob.token });
    await bob.waitForText((text) => text === 'Launch at dawn');
    // Both type at once: Bob before the words, Ada after them.
    firstText(bob).insert(0, 'Monday: ');
    firstText(ada).insert(14, ' sharp');
    await ada.waitForText((text) => text === 'Monday: Launch at dawn sharp');
    await bob.waitForText((text) => text === 'Monday: Launch at dawn sharp');
    const stored = {
      anchorStart: Buffer.from(anchor.start, 'base64'),
      anchorEnd: Buffer.from(anchor.end, 'base64'),
    };
    expect(anchoredText(ada.doc, stored)).toBe('dawn');
    expect(anchoredText(bob.doc, stored)).toBe('dawn');
    await ada.waitUntilSaved();
    await bob.waitUntilSaved();
    expect((await threads()).map((t) => [t.id, t.detached])).toEqual([[started.body.id, false]]);

    firstText(bob).delete(18, 10); // "dawn sharp"
    await bob.waitUntilSaved();
    await ada.waitForText((text) => !text.includes('dawn'));
    expect(anchoredText(ada.doc, stored)).toBeNull();
    expect((await threads()).map((t) => t.detached)).toEqual([true]);
  });
});

describe('who may comment', () => {
  it('editors; viewers only where the project lets them; nobody on an archived doc', async () => {
    const { world, project, thread, base } = await setting();
    const refused = await thread('vera', 'Can I?');
    expect(refused.status).toBe(403);
    expect((await thread('gus', 'And me?')).status).toBe(404);
    expect((await world.callAs('eve')('GET', base)).status).toBe(404);

    await world.callAs('owner')('PUT', `/projects/${project.id}`, { viewers_comment: true });
    expect((await thread('vera', 'Now I can')).status).toBe(201);

    await world.callAs('owner')('PUT', `/projects/${project.id}/docs/${world.docs.doc.id}/archive`);
    const archived = await thread('ada', 'Too late');
    expect(archived.status).toBe(403);
    expect(archived.body).toMatchObject({ detail: 'The doc is archived: it takes no comments' });
  });

  it('owners and admins delete anyone’s comments; members only their own', async () => {
    const { world, base, thread } = await setting();
    const started = await thread('ada', 'Keep it civil');
    const path = `${base}/${started.body.id}/comments/${started.body.comments[0]!.id}`;
    const deletable = async (person: 'ada' | 'bob' | 'admin') =>
      (await world.callAs(person)<CommentThread[]>('GET', base)).body[0]!.abilities.delete;
    expect([await deletable('ada'), await deletable('bob'), await deletable('admin')]).toEqual([
      true,
      false,
      true,
    ]);
    expect((await world.callAs('bob')('DELETE', `${base}/${started.body.id}`)).status).toBe(403);
    expect((await world.callAs('bob')('DELETE', path)).status).toBe(403);
    expect((await world.callAs('admin')('PATCH', path, { body: 'Rewritten' })).status).toBe(403);
    expect((await world.callAs('admin')('DELETE', path)).status).toBe(204);
  });
});

describe('mentions and the inbox', () => {
  it('only of people who can read the doc; a refused mention writes nothing', async () => {
    const { thread, threads, id, world, project } = await setting();
    for (const outsider of ['gus', 'eve'] as const) {
      const refused = await thread('ada', 'Look', [id(outsider)]);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain(
        'Only people who can read this doc can be mentioned',
      );
    }
    expect(await threads()).toEqual([]);
    const names = await world.callAs('ada')<{ fullname: string }[]>(
      'GET',
      `/projects/${project.id}/mentionable?q=vera`,
    );
    expect(names.body.map((person) => person.fullname)).toEqual(['Vera Viewer']);
  });

  it('a mention and a reply reach the inbox live, are counted, and are read', async () => {
    const { world, thread, reply, inbox, id } = await setting();
    const stream = await openEventStream(
      `${server.baseUrl}/api/sub?access_token=${world.people.vera.token}`,
    );
    try {
      await stream.until((event) => event.event === 'ready');
      await thread('ada', '@Vera Viewer what do you think?', [id('vera')]);
      const heard = await stream.until((event) => event.data.includes('"topic":"inbox"'));
      expect(JSON.parse(heard.data)).toMatchObject({
        topic: 'inbox',
        payload: { action: 'added' },
      });
    } finally {
      stream.close();
    }
    const veras = await inbox('vera');
    expect(veras.unread).toBe(1);
    expect(veras.items[0]).toMatchObject({
      kind: 'mention',
      title: 'Launch plan',
      excerpt: '@Vera Viewer what do you think?',
      read_at: null,
    });
    expect(veras.items[0]!.actor?.fullname).toBe('Ada Lovelace');
    expect(veras.items[0]!.path).toMatch(/\/doc\/\d+\?thread=\d+$/);

    const threadId = Number(veras.items[0]!.path.split('thread=')[1]);
    await reply('bob', threadId, 'Dawn it is');
    expect((await inbox('ada')).items.map((item) => item.kind)).toEqual(['reply']);
    expect((await inbox('bob')).unread).toBe(0);

    await world.callAs('vera')('POST', `/inbox/${veras.items[0]!.id}/read`);
    expect((await inbox('vera')).unread).toBe(0);
    expect((await world.callAs('ada')('POST', `/inbox/${veras.items[0]!.id}/read`)).status).toBe(
      404,
    );
    await world.callAs('ada')('POST', '/inbox/read-all');
    expect(
      (await world.callAs('ada')<{ unread: number }>('GET', '/inbox/unread')).body.unread,
    ).toBe(0);
  });

  it('mentions and replies unread for a while go by e-mail, one for them all; read ones and quiet people get none', async () => {
    const { world, thread, reply, inbox, id } = await setting();
    await server.database.handle.db
      .update(workspaceMembers)
      .set({ emailAlert: false })
      .where(eq(workspaceMembers.userId, id('vera')));
    const fuel = await thread('ada', 'Bob, check the fuel', [id('bob')]);
    const bobs = await inbox('bob');
    await world.callAs('bob')('POST', `/inbox/${bobs.items[0]!.id}/read`);
    await thread('ada', 'Bob, and the weather', [id('bob')]);
    await thread('ada', 'Bob, and the crew', [id('bob')]);
    await thread('ada', 'Vera, the checklist', [id('vera')]);
    await reply('bob', fuel.body.id, 'Fuel is fine');

    const mail = await server.mail.waitFor(
      world.people.bob.user.email,
      /2 new mentions and replies/,
    );
    expect(mail.text).toContain('Ada Lovelace mentioned you in Launch plan');
    expect(mail.text).toContain('Bob, and the weather');
    expect(mail.text).toContain('Bob, and the crew');
    expect(mail.text).not.toContain('check the fuel');
    expect(mail.text).toContain('/settings/personal');
    const toAda = await server.mail.waitFor(world.people.ada.user.email, /replied/);
    expect(toAda.text).toContain('Fuel is fine');
    await sleep(EMAIL_AFTER_MS);
    const to = (person: 'bob' | 'vera') =>
      server.mail.messages.filter((m) => m.to.includes(world.people[person].user.email));
    expect([to('bob').length, to('vera').length]).toEqual([1, 0]);
  });
});

describe('rows, not doc content', () => {
  it('leave the doc, its export and its history as they were', async () => {
    const { world, thread, ada } = await setting();
    const before = Y.encodeStateAsUpdate(ada.doc);
    await thread('ada', 'Only a comment');
    const { token, headers } = world.as('ada');
    const exported = await server.fetch(
      `/api/projects/${world.projects.project.id}/docs/${world.docs.doc.id}/export?format=markdown`,
      { headers: { ...headers, authorization: `Bearer ${token}` } },
    );
    expect(exported.status).toBe(200);
    const markdown = await exported.text();
    expect(markdown).toContain('Launch at dawn');
    expect(markdown).not.toContain('Only a comment');
    expect(Y.encodeStateAsUpdate(ada.doc)).toEqual(before);
    const rows = await server.database.handle.db.select().from(comments);
    expect(rows.some((row) => row.body === 'Only a comment')).toBe(true);
  });
});
