import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { useLiveClients } from '../../test/live-client';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();
const openLive = useLiveClients(server);

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { project: { name: 'Public launch' }, sibling: { name: 'Private plans' } },
  });
  const { project, sibling } = world.projects;
  const call = world.callAs('owner');
  const newDoc = async (projectId = project.id, name = 'Doc') =>
    (await world.newDoc(projectId, { name })).id;
  const share = async (path: string, enabled = true) =>
    (await call<{ share_token: string | null }>('PUT', `${path}/share`, { enabled })).body
      .share_token ?? '';
  const anonymous = (path: string) => server.api(`GET`, `/public${path}`);
  return { owner: world.people.owner, project, sibling, call, newDoc, share, anonymous };
}

describe('a project share link', () => {
  it("opens the project's active docs to anyone, without sign-in", async () => {
    const { project, newDoc, call, share, anonymous } = await setting();
    const readme = await newDoc(project.id, 'Readme');
    const archived = await newDoc(project.id, 'Old notes');
    await call('PUT', `/projects/${project.id}/docs/${archived}/archive`);
    const token = await share(`/projects/${project.id}`);

    expect((await anonymous(`/${token}/project`)).body).toEqual({
      id: project.id,
      name: 'Public launch',
      emoji: null,
      mode: 'project',
      doc_id: null,
      planning: { phases: [], milestones: [] },
    });
    const tree = await anonymous(`/${token}/docs`);
    expect((tree.body as { name: string }[]).map((node) => node.name)).toEqual(['Readme']);
    const doc = await anonymous(`/${token}/docs/${readme}`);
    expect(doc.body).toMatchObject({
      id: readme,
      name: 'Readme',
      share_token: null,
      current_user_right: 'VIEW',
    });
    expect((await anonymous(`/${token}/docs/${archived}`)).status).toBe(404);
    expect(JSON.stringify([tree.body, doc.body])).not.toContain('@');
    // Links followed from a shared page never tell other sites the token.
    expect(doc.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('never opens another project, even with a valid id', async () => {
    const { project, sibling, newDoc, share, anonymous } = await setting();
    const token = await share(`/projects/${project.id}`);
    const other = await newDoc(sibling.id, 'Secret');
    expect(await anonymous(`/${token}/docs/${other}`)).toMatchObject({
      status: 404,
      body: { detail: 'This link does not match any shared project or document' },
    });
  });

  it('stops working when turned off or archived; turning it on again gives a new token', async () => {
    const { project, call, share, anonymous } = await setting();
    const first = await share(`/projects/${project.id}`);
    await share(`/projects/${project.id}`, false);
    expect((await anonymous(`/${first}/project`)).status).toBe(404);
    const second = await share(`/projects/${project.id}`);
    expect(second).not.toBe(first);
    expect((await anonymous(`/${second}/project`)).status).toBe(200);
    await call('PUT', `/projects/${project.id}/archive`);
    expect((await anonymous(`/${second}/project`)).status).toBe(404);
  });
});

describe('the planning of a share link', () => {
  it('shows the saved planning of a shared project, read-only', async () => {
    const { project, call, share, anonymous } = await setting();
    const planning = {
      phases: [
        {
          id: 'build',
          name: 'Build',
          start: '2026-11-02',
          end: '2026-11-20',
          color: 'blue',
          progress: 40,
          links: [],
        },
      ],
      milestones: [{ id: 'launch', name: 'Launch', date: '2026-11-27', color: 'red', links: [] }],
    };
    expect((await call('PUT', `/projects/${project.id}/planning`, { planning })).status).toBe(200);
    const token = await share(`/projects/${project.id}`);
    expect((await anonymous(`/${token}/project`)).body).toMatchObject({ planning });
  });
});

describe('a doc share link', () => {
  it('opens that doc and nothing else', async () => {
    const { project, newDoc, share, anonymous } = await setting();
    const shared = await newDoc(project.id, 'Press release');
    const sibling = await newDoc(project.id, 'Internal');
    const token = await share(`/projects/${project.id}/docs/${shared}`);
    expect((await anonymous(`/${token}/project`)).body).toMatchObject({
      mode: 'doc',
      doc_id: shared,
      planning: null,
    });
    expect((await anonymous(`/${token}/docs`)).body).toEqual([
      expect.objectContaining({ item_id: shared, name: 'Press release', children: [] }),
    ]);
    expect((await anonymous(`/${token}/docs/${shared}`)).status).toBe(200);
    expect((await anonymous(`/${token}/docs/${sibling}`)).status).toBe(404);
  });

  it('lets visitors follow the doc live, read-only', async () => {
    const { owner, project, newDoc, share } = await setting();
    const docId = await newDoc(project.id);
    const token = await share(`/projects/${project.id}/docs/${docId}`);
    const writer = await openLive({ docId, token: owner.token });
    const visitor = await openLive({ docId, token: `public:${token}` });
    writer.addParagraph('Published words');
    await visitor.waitForText((text) => text === 'Published words');
    visitor.addParagraph('Visitor scribbles');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(writer.text()).toBe('Published words');

    const intruder = await openLive({ docId: docId + 1, token: `public:${token}` });
    expect(intruder.failed).toBeTruthy();
  });
});

describe('what a share link tells of the workspace', () => {
  it('gives a doc link no ancestors, and no word of which docs have links of their own', async () => {
    const { project, newDoc, call, share, anonymous } = await setting();
    const parent = await newDoc(project.id, 'Private parent');
    const parentPath = (
      await call<{ path: string }>('GET', `/projects/${project.id}/docs/${parent}`)
    ).body.path;
    const child = (
      await call<{ id: number }>('POST', `/projects/${project.id}/docs`, {
        parent_path: parentPath,
      })
    ).body.id;
    const docToken = await share(`/projects/${project.id}/docs/${child}`);
    const projectToken = await share(`/projects/${project.id}`);

    const tree = await anonymous(`/${docToken}/docs`);
    expect(tree.body).toEqual([{ item_id: child, path: String(child), name: '', children: [] }]);
    const doc = await anonymous(`/${docToken}/docs/${child}`);
    expect(doc.body).toMatchObject({ id: child, path: String(child), parent_path: '' });
    for (const body of [tree.body, doc.body]) {
      expect(JSON.stringify(body)).not.toMatch(new RegExp(`"(parent_)?path":"${parent}\\b`));
    }
    const whole = (await anonymous(`/${projectToken}/docs`)).body as {
      children: unknown[];
    }[];
    expect(whole).toHaveLength(1);
    expect(whole[0]?.children).toHaveLength(1);
    expect(JSON.stringify(whole)).not.toContain('"shared"');
  });

  it("names a log's author without their user id", async () => {
    const { owner, project, call, share, anonymous } = await setting();
    await call('POST', `/projects/${project.id}/logs`, {
      title: 'Release',
      description: { type: 'doc', content: [] },
      attachments: [],
    });
    const token = await share(`/projects/${project.id}`);
    const logs = (await anonymous(`/${token}/logs`)).body as { creator: unknown }[];
    expect(logs.map((log) => log.creator)).toEqual([
      { fullname: owner.user.fullname, avatar: null },
    ]);
    expect(JSON.stringify(logs)).not.toContain(`"id":${owner.user.id},`);
    expect(JSON.stringify(logs)).not.toContain('@');
  });
});

describe('logs and important links of a share link', () => {
  it('show for a project link, without doc links to other projects', async () => {
    const { project, sibling, newDoc, call, share, anonymous } = await setting();
    const readme = await newDoc(project.id, 'Readme');
    const outside = await newDoc(sibling.id, 'Elsewhere');
    const text = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Shipped' }] }],
    };
    await call('POST', `/projects/${project.id}/logs`, {
      title: 'Release',
      description: text,
      attachments: [{ link_type: 'doc', target: { id: readme } }],
    });
    const archived = await call<{ created_id: number }>('POST', `/projects/${project.id}/logs`, {
      title: 'Old',
      description: text,
      attachments: [],
    });
    await call('PUT', `/projects/${project.id}/logs/${archived.body.created_id}/archive`);
    await call('POST', `/projects/${project.id}/important-links`, {
      group_name: 'Docs',
      link_type: 'doc',
      doc_id: readme,
    });
    await call('PUT', `/projects/${project.id}/important-links`, {
      groups: [
        {
          name: 'Docs',
          links: [
            { link_type: 'doc', doc_id: readme },
            { link_type: 'doc', doc_id: outside },
          ],
        },
      ],
    });
    const token = await share(`/projects/${project.id}`);

    const logs = (await anonymous(`/${token}/logs`)).body as {
      title: string;
      attachments: { target: { url: string } }[];
    }[];
    expect(logs.map((log) => log.title)).toEqual(['Release']);
    expect(logs[0]?.attachments[0]?.target.url).toBe(
      `/workspace/public/project/${project.id}/doc/${readme}?publicMode=project&publicToken=${token}`,
    );
    const links = (await anonymous(`/${token}/important-links`)).body as {
      groups: { links: { title: string }[] }[];
    };
    expect(links.groups[0]?.links.map((link) => link.title)).toEqual(['Readme']);
    expect(JSON.stringify([logs, links])).not.toContain('@');
  });

  it('are hidden from a doc link', async () => {
    const { project, newDoc, share, anonymous } = await setting();
    const token = await share(`/projects/${project.id}/docs/${await newDoc()}`);
    expect((await anonymous(`/${token}/logs`)).status).toBe(404);
    expect((await anonymous(`/${token}/important-links`)).status).toBe(404);
  });
});

describe('unknown tokens', () => {
  it('answer 404 and say nothing more', async () => {
    const { anonymous } = await setting();
    for (const path of ['/project', '/docs', '/docs/1']) {
      expect(await anonymous(`/${'n'.repeat(32)}${path}`)).toMatchObject({
        status: 404,
        body: { detail: 'This link does not match any shared project or document' },
      });
    }
  });
});
