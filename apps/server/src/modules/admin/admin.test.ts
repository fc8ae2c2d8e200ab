import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';
import { insertDoc } from '../docs/docs.repository';
import { saveContent } from '../docs/docs-contents.repository';
import {
  buildOwnedWorkspace,
  inWorkspace,
  uniqueEmail,
  type SignedInPerson,
} from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { openEventStream } from '../../test/sse-client';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();
let templateAdmin: SignedInPerson;
let templateMember: SignedInPerson;

beforeAll(async () => {
  const world = await buildWorld(server, {
    name: 'Template',
    people: { admin: { role: 'OWNER', fullname: 'Tess Template' }, member: 'MEMBER' },
    groups: { onboarding: { name: 'Onboarding' } },
    projects: { tour: { name: 'Welcome tour' } },
  });
  const { workspace: template, people } = world;
  const project = world.projects.tour;
  ({ admin: templateAdmin, member: templateMember } = people);
  server.app.services.config.billing.templateWorkspaceId = template.id;
  const db = server.app.services.database.db;
  const parent = await insertDoc(
    db,
    {
      workspaceId: template.id,
      projectId: project.id,
      position: 0,
      name: 'Start here',
      emoji: '👋',
      createdBy: null,
    },
    '',
  );
  await insertDoc(
    db,
    {
      workspaceId: template.id,
      projectId: project.id,
      position: 0,
      name: 'Next steps',
      emoji: null,
      createdBy: null,
    },
    parent.path,
  );
  const content = new Y.Doc();
  const paragraph = new Y.XmlElement('paragraph');
  const words = new Y.XmlText();
  words.insert(0, 'Hello from the template');
  paragraph.insert(0, [words]);
  content.getXmlFragment(EDITOR_FIELD).insert(0, [paragraph]);
  await saveContent(db, parent.id, Y.encodeStateAsUpdate(content), 'Hello from the template', []);
  const call = world.callAs('admin');
  await call('POST', `/projects/${project.id}/logs`, {
    title: 'Kick-off',
    description: { type: 'doc', content: [{ type: 'paragraph' }] },
    attachments: [{ link_type: 'doc', target: { id: parent.id } }],
  });
  await call('POST', `/projects/${project.id}/important-links`, {
    group_name: 'Read first',
    link_type: 'doc',
    doc_id: parent.id,
  });
});

describe('demo workspaces', () => {
  it('copy the template and invite their owner', async () => {
    const ownerEmail = uniqueEmail('prospect');
    const permissions = await server.api('GET', '/admin/permissions', {
      token: templateAdmin.token,
    });
    expect(permissions.body).toEqual({ can_create_demo: true });
    const created = await server.api<{ created_id: number }>('POST', '/admin/workspaces/demo', {
      token: templateAdmin.token,
      body: {
        name: 'Acme demo',
        owner_email: ownerEmail,
        email_domain: 'acme.example',
        owner_lang: 'fr',
      },
    });
    expect(created.status).toBe(201);
    const mail = await server.mail.waitFor(ownerEmail, /invited you to Acme demo/);
    const token = new URL(server.mail.linkIn(mail, '/invitation')).searchParams.get('inviteToken');
    const accepted = await server.api<{ activation_token: string }>(
      'POST',
      `/workspaces/accept-invite/${token}`,
    );
    const session = await server.api<{ access_token: string }>('POST', '/users/signup/profile', {
      body: {
        token: accepted.body.activation_token,
        inviteToken: token,
        fullname: 'Pat Prospect',
        password: 'a demo password',
      },
    });
    const as = {
      token: session.body.access_token,
      headers: inWorkspace({ id: created.body.created_id }),
    };
    expect((await server.api('GET', '/workspaces/c', as)).body).toMatchObject({
      name: 'Acme demo',
      role: 'OWNER',
      email_domain: 'acme.example',
    });
    const projects = await server.api<{ id: number; name: string; location: string[] }[]>(
      'GET',
      '/projects',
      as,
    );
    expect(projects.body).toEqual([
      expect.objectContaining({ name: 'Welcome tour', location: ['Onboarding'] }),
    ]);
    const projectId = projects.body[0]?.id;
    const tree = await server.api<{ name: string; children: { name: string }[] }[]>(
      'GET',
      `/projects/${projectId}/docs`,
      as,
    );
    expect(tree.body).toEqual([
      expect.objectContaining({
        name: 'Start here',
        children: [expect.objectContaining({ name: 'Next steps' })],
      }),
    ]);
    const copiedDocId = (tree.body[0] as unknown as { item_id: number }).item_id;
    const exported = await server.fetch(
      `/api/projects/${projectId}/docs/${copiedDocId}/export?format=markdown`,
      { headers: { authorization: `Bearer ${as.token}`, ...as.headers } },
    );
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('Hello from the template');
    const logs = await server.api<{ attachments: { target: { id: number } }[] }[]>(
      'GET',
      `/projects/${projectId}/logs`,
      as,
    );
    expect(logs.body[0]?.attachments[0]?.target.id).toBe(
      tree.body[0] && (tree.body[0] as unknown as { item_id: number }).item_id,
    );
    const links = await server.api<{ groups: { name: string; links: unknown[] }[] }>(
      'GET',
      `/projects/${projectId}/important-links`,
      as,
    );
    expect(links.body.groups).toEqual([
      expect.objectContaining({ name: 'Read first', links: [expect.anything()] }),
    ]);
  });

  it('are refused to anyone but the template admins', async () => {
    const { owner: outsider, workspace: prospect } = await buildOwnedWorkspace(server, 'Prospect');
    for (const person of [outsider, templateMember]) {
      const refused = await server.api('POST', '/admin/workspaces/demo', {
        token: person.token,
        body: { name: 'Nope', owner_email: uniqueEmail() },
      });
      expect(refused).toMatchObject({
        status: 403,
        body: { detail: 'Only admins of the template workspace can create demo workspaces' },
      });
      const trial = await server.api('POST', '/admin/billing/trial', {
        token: person.token,
        body: { workspace_id: prospect.id, customer_email: 'billing@prospect.example' },
      });
      expect(trial).toMatchObject({
        status: 403,
        body: { detail: 'Only admins of the template workspace can create demo workspaces' },
      });
    }
    const untouched = await server.api('GET', '/workspaces/c', {
      token: outsider.token,
      headers: inWorkspace(prospect),
    });
    expect(untouched.body).toMatchObject({ billing: { plan: 'FREE', is_active: false } });
  });

  it('get a long trial: PREMIUM, monthly, 10 seats, 365 days', async () => {
    const { owner, workspace } = await buildOwnedWorkspace(server, 'Prospect');
    const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${owner.token}`);
    try {
      await stream.until((event) => event.event === 'ready');
      const granted = await server.api('POST', '/admin/billing/trial', {
        token: templateAdmin.token,
        body: { workspace_id: workspace.id, customer_email: 'billing@prospect.example' },
      });
      expect(granted.body).toEqual({ success: true });
      const change = await stream.until((event) => JSON.parse(event.data).topic === 'billing');
      expect(JSON.parse(change.data).payload).toEqual({
        workspace_id: workspace.id,
        change: 'plan',
      });
    } finally {
      stream.close();
    }
    const seen = await server.api('GET', '/workspaces/c', {
      token: owner.token,
      headers: inWorkspace(workspace),
    });
    expect(seen.body).toMatchObject({
      billing: { plan: 'PREMIUM', nb_seats: 10, cycle: 'monthly', is_active: true },
    });
    const info = await server.api<{ trial_end_date: string }>('GET', '/billing', {
      token: owner.token,
      headers: inWorkspace(workspace),
    });
    expect(
      Math.round((new Date(info.body.trial_end_date).getTime() - Date.now()) / 86_400_000),
    ).toBe(365);
  });

  it('are not offered when no template workspace is configured', async () => {
    const billing = server.app.services.config.billing;
    const template = billing.templateWorkspaceId;
    billing.templateWorkspaceId = null;
    try {
      expect(
        (await server.api('GET', '/admin/permissions', { token: templateAdmin.token })).body,
      ).toEqual({
        can_create_demo: false,
      });
      const refused = await server.api('POST', '/admin/workspaces/demo', {
        token: templateAdmin.token,
        body: { name: 'Nope', owner_email: uniqueEmail() },
      });
      expect(refused.status).toBe(403);
    } finally {
      billing.templateWorkspaceId = template;
    }
  });
});
