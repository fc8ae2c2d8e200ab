import { RICH_TEXT_TOO_DEEP, type RichTextNode } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { insertLog } from './logs.repository';
import { buildSignedInUser } from '../../test/factories';
import { buildLogsSetting } from '../../test/log-fixtures';
import { richText } from '../../test/rich-text';
import { useTestEnvironment } from '../../test/harness';
import { openEventStream } from '../../test/sse-client';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

const setting = () => buildLogsSetting(server);
const description = richText;

describe('logs', () => {
  it('are created with a rich description and attachments, newest first', async () => {
    const { owner, as, base, docId, workspace, project } = await setting();
    const created = await server.api<{ created_id: number }>('POST', base, {
      ...as(owner),
      body: {
        title: 'Beta shipped',
        description: description('All green'),
        attachments: [
          { link_type: 'doc', target: { id: docId } },
          { link_type: 'external', target: { url: 'https://example.com/release' } },
        ],
      },
    });
    expect(created.status).toBe(201);
    await server.api('POST', base, {
      ...as(owner),
      body: { title: 'Later', description: description('x'), attachments: [] },
    });
    const list = await server.api<{ title: string }[]>('GET', base, as(owner));
    expect(list.body.map((log) => log.title)).toEqual(['Later', 'Beta shipped']);
    const log = await server.api('GET', `${base}/${created.body.created_id}`, as(owner));
    expect(log.body).toMatchObject({
      title: 'Beta shipped',
      description: description('All green'),
      creator: { id: owner.user.id, fullname: 'Olive Owner', avatar: null },
      notification_sent: false,
      edition_date: null,
      attachments: [
        {
          link_type: 'doc',
          target: {
            id: docId,
            title: 'Spec',
            url: `/workspace/${workspace.id}/project/${project.id}/doc/${docId}`,
          },
        },
        {
          link_type: 'external',
          target: {
            id: null,
            url: 'https://example.com/release',
            title: 'https://example.com/release',
          },
        },
      ],
    });
  });

  it('refuse bad urls, raw HTML, unknown nodes and foreign docs', async () => {
    const { owner, as, base } = await setting();
    const other = await setting();
    const post = (body: unknown) => server.api('POST', base, { ...as(owner), body });
    const badUrl = await post({
      title: 'x',
      description: description('x'),
      attachments: [{ link_type: 'external', target: { url: 'javascript:alert(1)' } }],
    });
    expect(badUrl).toMatchObject(
      oneValidationIssue(['body', 'attachments', 0, 'target', 'url'], 'Invalid url'),
    );
    const html = await post({
      title: 'x',
      description: {
        type: 'doc',
        content: [{ type: 'iframe', attrs: { src: 'https://evil.example' } }],
      },
      attachments: [],
    });
    expect(html.status).toBe(422);
    const foreignDoc = await post({
      title: 'x',
      description: description('x'),
      attachments: [{ link_type: 'doc', target: { id: other.docId } }],
    });
    expect(foreignDoc).toMatchObject(
      oneValidationIssue(
        ['body', 'attachments', 0, 'target', 'id'],
        'This document does not exist',
      ),
    );
  });

  it('set the edition date when edited, and archive, restore and delete', async () => {
    const { owner, as, base } = await setting();
    const { body } = await server.api<{ created_id: number }>('POST', base, {
      ...as(owner),
      body: { title: 'Draft', description: description('x'), attachments: [] },
    });
    const unchanged = await server.api<{ edition_date: string | null }>(
      'PUT',
      `${base}/${body.created_id}`,
      { ...as(owner), body: { title: ' Draft ', description: description('x'), attachments: [] } },
    );
    expect(unchanged.body.edition_date).toBeNull();
    const edited = await server.api<{ edition_date: string | null; title: string }>(
      'PUT',
      `${base}/${body.created_id}`,
      {
        ...as(owner),
        body: { title: 'Final' },
      },
    );
    expect(edited.body.title).toBe('Final');
    expect(edited.body.edition_date).not.toBeNull();
    await server.api('PUT', `${base}/${body.created_id}/archive`, as(owner));
    expect((await server.api<unknown[]>('GET', base, as(owner))).body).toEqual([]);
    expect(
      (await server.api<unknown[]>('GET', `${base}?only=archived`, as(owner))).body,
    ).toHaveLength(1);
    await server.api('PUT', `${base}/${body.created_id}/restore`, as(owner));
    expect((await server.api('DELETE', `${base}/${body.created_id}`, as(owner))).body).toEqual({
      success: true,
      trash_id: expect.any(Number),
    });
    expect((await server.api('GET', `${base}/${body.created_id}`, as(owner))).status).toBe(404);
  });

  it('need the edit right to write', async () => {
    const { owner, viewer, as, base } = await setting();
    const { body } = await server.api<{ created_id: number }>('POST', base, {
      ...as(owner),
      body: { title: 'Mine', description: description('x'), attachments: [] },
    });
    const attempts: [string, string, unknown?][] = [
      ['POST', base, { title: 'x', description: description('x'), attachments: [] }],
      ['PUT', `${base}/${body.created_id}`, { title: 'x' }],
      ['PUT', `${base}/${body.created_id}/archive`],
      ['DELETE', `${base}/${body.created_id}`],
      ['POST', `${base}/${body.created_id}/notify`, {}],
    ];
    for (const [method, path, payload] of attempts) {
      expect(
        (await server.api(method, path, { ...as(viewer), body: payload })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });
});

describe('log notifications', () => {
  it('mail the team who keep e-mail alerts on, tell them live, and mark the log', async () => {
    const { owner, teammate, quiet, viewer, as, base, workspace } = await setting();
    await server.api('PUT', '/workspaces/c/personal-settings', {
      ...as(quiet),
      body: { email_alert: false },
    });
    const { body } = await server.api<{ created_id: number }>('POST', base, {
      ...as(owner),
      body: { title: 'Go for launch', description: description('T minus ten'), attachments: [] },
    });
    const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${quiet.token}`);
    try {
      await stream.until((event) => event.event === 'ready');
      const sent = await server.api('POST', `${base}/${body.created_id}/notify`, {
        ...as(owner),
        body: {},
      });
      expect(sent.body).toEqual({ success: true, notified: 3 });
      for (const person of [teammate, viewer]) {
        const mail = await server.mail.waitFor(person.user.email, /Go for launch/);
        expect(mail.text).toContain('T minus ten');
        expect(
          mail.links.some((link) => link.includes(`/workspace/${workspace.id}/project/`)),
        ).toBe(true);
      }
      expect(server.mail.messages.some((mail) => mail.to.includes(quiet.user.email))).toBe(false);
      const live = await stream.until(
        (event) => JSON.parse(event.data).payload.action === 'notified',
      );
      expect(JSON.parse(live.data)).toMatchObject({
        topic: 'log',
        payload: { log_id: body.created_id, title: 'Go for launch', author: 'Olive Owner' },
      });
    } finally {
      stream.close();
    }
    const log = await server.api('GET', `${base}/${body.created_id}`, as(owner));
    expect(log.body).toMatchObject({ notification_sent: true });
  });

  it('send only to the chosen people of the team', async () => {
    const { owner, teammate, as, base } = await setting();
    const stranger = await buildSignedInUser(server);
    const { body } = await server.api<{ created_id: number }>('POST', base, {
      ...as(owner),
      body: { title: 'Just Tina', description: description('x'), attachments: [] },
    });
    const refused = await server.api('POST', `${base}/${body.created_id}/notify`, {
      ...as(owner),
      body: { recipients: [stranger.user.id] },
    });
    expect(refused.status).toBe(422);
    const sent = await server.api('POST', `${base}/${body.created_id}/notify`, {
      ...as(owner),
      body: { recipients: [teammate.user.id] },
    });
    expect(sent.body).toEqual({ success: true, notified: 1 });
  });
});

describe('the free plan', () => {
  it('stops at 100 logs', async () => {
    const { owner, as, base, workspace, project } = await setting();
    for (let index = 0; index < 100; index++) {
      await insertLog(server.app.services.database.db, {
        workspaceId: workspace.id,
        projectId: project.id,
        title: `Log ${index}`,
        description: description('x'),
        descriptionText: 'x',
        creatorId: owner.user.id,
      });
    }
    const refused = await server.api('POST', base, {
      ...as(owner),
      body: { title: 'One more', description: description('x'), attachments: [] },
    });
    expect(refused.status).toBe(403);
    expect((refused.body as { detail: string }).detail).toContain('maximum number of logs');
  });
});

describe('a log description nested too deep', () => {
  /** A description whose text sits inside `levels` nested lists (about 35 bytes a level). */
  const nestedLists = (levels: number) => {
    let node: RichTextNode = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
    for (let level = 0; level < levels; level++) {
      node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
    }
    return { type: 'doc', content: [node] };
  };

  it('answers 422 with a clear message on creation and edition, and the server carries on', async () => {
    const { owner, as, base } = await setting();
    const tooDeep = nestedLists(1_000);
    expect(JSON.stringify(tooDeep).length).toBeGreaterThan(35_000);
    const created = await server.api('POST', base, {
      ...as(owner),
      body: { title: 'Deep', description: tooDeep, attachments: [] },
    });
    expect(created).toMatchObject(oneValidationIssue(['body', 'description'], RICH_TEXT_TOO_DEEP));
    const log = await server.api<{ created_id: number }>('POST', base, {
      ...as(owner),
      body: { title: 'Nested lists', description: nestedLists(40), attachments: [] },
    });
    expect(log.status).toBe(201);
    const edited = await server.api('PUT', `${base}/${log.body.created_id}`, {
      ...as(owner),
      body: { description: tooDeep },
    });
    expect(edited.status).toBe(422);
    expect((await server.fetch('/api/health')).status).toBe(200);
  });
});
