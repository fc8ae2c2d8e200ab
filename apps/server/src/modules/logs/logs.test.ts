import type { RichTextNode } from '@hangar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLog } from './logs.repository';
import {
  addMember,
  buildGroup,
  buildProject,
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
} from '../../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { openEventStream } from '../../test/sse-client';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

type Person = Awaited<ReturnType<typeof buildSignedInUser>>;

const description = (text: string): RichTextNode => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] }],
});

async function setting() {
  const owner = await buildSignedInUser(server, { fullname: 'Olive Owner' });
  const teammate = await buildSignedInUser(server, { fullname: 'Tina Teammate' });
  const quiet = await buildSignedInUser(server, { fullname: 'Quentin Quiet' });
  const viewer = await buildSignedInUser(server, { fullname: 'Vera Viewer' });
  const workspace = await buildWorkspace(server, owner.user, 'Northwind');
  for (const person of [teammate, quiet, viewer])
    await addMember(server, workspace, person.user, 'MEMBER');
  const group = await buildGroup(server, workspace, { privacy: 'PRIVATE' });
  const project = await buildProject(server, group, {
    privacy: 'PRIVATE',
    team: [
      { user: owner.user, right: 'EDIT' },
      { user: teammate.user, right: 'EDIT' },
      { user: quiet.user, right: 'VIEW' },
      { user: viewer.user, right: 'VIEW' },
    ],
  });
  const as = (person: Person) => ({ token: person.token, headers: inWorkspace(workspace) });
  const base = `/projects/${project.id}/logs`;
  const doc = await server.api<{ id: number }>('POST', `/projects/${project.id}/docs`, {
    ...as(owner),
    body: { parent_path: '' },
  });
  await server.api('PUT', `/projects/${project.id}/docs/${doc.body.id}`, {
    ...as(owner),
    body: { name: 'Spec' },
  });
  return { owner, teammate, quiet, viewer, workspace, project, as, base, docId: doc.body.id };
}

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
    expect(badUrl).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'attachments', 0, 'target', 'url'], msg: 'Invalid url' }] },
    });
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
    expect(foreignDoc).toMatchObject({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'attachments', 0, 'target', 'id'], msg: 'This document does not exist' },
        ],
      },
    });
  });

  it('set the edition date when edited, and archive, restore and delete', async () => {
    const { owner, as, base } = await setting();
    const { body } = await server.api<{ created_id: number }>('POST', base, {
      ...as(owner),
      body: { title: 'Draft', description: description('x'), attachments: [] },
    });
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
      expect(JSON.parse(live.data).topic).toBe('log');
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

describe('ids that do not belong', () => {
  it('answer 404 for a log of another project or workspace', async () => {
    const mine = await setting();
    const theirs = await setting();
    const { body } = await server.api<{ created_id: number }>('POST', theirs.base, {
      ...theirs.as(theirs.owner),
      body: { title: 'Theirs', description: description('x'), attachments: [] },
    });
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['PUT', '', { title: 'Stolen' }],
      ['DELETE', '', undefined],
      ['PUT', '/archive', undefined],
      ['POST', '/notify', {}],
    ] as const) {
      const response = await server.api(method, `${mine.base}/${body.created_id}${suffix}`, {
        ...mine.as(mine.owner),
        body: payload,
      });
      expect(response.status, `${method} ${suffix}`).toBe(404);
    }
  });
});
