import { INVALID_PROJECT_VIEW } from '@hangar/contracts/project-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inWorkspace } from '../../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(async () => {
  await server.close();
});

const withView = (attrs: Record<string, string | number | null>) => ({
  type: 'doc',
  content: [{ type: 'projectView', attrs }],
});

describe('a doc holding live views of its project', () => {
  it('is created and exported with their placeholders; a bad view is refused with 422', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      groups: { main: {} },
      projects: { project: {} },
    });
    const { workspace, people } = world;
    const { project } = world.projects;
    const base = `/projects/${project.id}/docs`;
    const create = (content: unknown) =>
      server.api<{ id: number; detail?: { loc: string[]; msg: string }[] }>('POST', base, {
        token: people.owner.token,
        headers: inWorkspace(workspace),
        body: { name: 'Status', content },
      });

    const created = await create(withView({ view: 'logs', limit: 8, from: null, to: null }));
    expect(created.status).toBe(201);
    const exported = await server.fetch(`/api${base}/${created.body.id}/export?format=markdown`, {
      headers: { authorization: `Bearer ${people.owner.token}`, ...inWorkspace(workspace) },
    });
    expect(await exported.text()).toMatch(/^# Status\n\n\[\[view:logs limit=8\]\]\n/);

    const refusals: Record<string, string | number>[] = [
      { view: 'calendar' },
      { view: 'logs', limit: 50 },
      { view: 'planning', from: '2026-12-31', to: '2026-12-01' },
    ];
    for (const attrs of refusals) {
      const refused = await create(withView(attrs));
      expect(refused.status, JSON.stringify(attrs)).toBe(422);
      expect(refused.body.detail?.[0]).toMatchObject({
        loc: ['body', 'content'],
        msg: INVALID_PROJECT_VIEW,
      });
    }
  });
});
