import { describe, expect, it } from 'vitest';
import { milestone, phase } from '../../test/planning-items';
import { buildWorld } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

describe('sharing and planning', () => {
  it('turns the public link on and off', async () => {
    const { people, as, projects } = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
    });
    const { project } = projects;
    const on = await server.api<{ share_token: string }>('PUT', `/projects/${project.id}/share`, {
      ...as(people.owner),
      body: { enabled: true },
    });
    expect(on.body.share_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(
      (await server.api('GET', `/projects/${project.id}/share`, as(people.owner))).body,
    ).toEqual(on.body);
    const off = await server.api('PUT', `/projects/${project.id}/share`, {
      ...as(people.owner),
      body: { enabled: false },
    });
    expect(off.body).toEqual({ share_token: null });
  });

  it('saves a valid planning and refuses a phase that ends before it starts', async () => {
    const { people, as, projects } = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
    });
    const { project } = projects;
    const design = phase();
    const planning = { phases: [design], milestones: [milestone()] };
    const put = (body: unknown) =>
      server.api('PUT', `/projects/${project.id}/planning`, { ...as(people.owner), body });
    expect((await put({ planning })).body).toMatchObject({ planning });
    const backwards = await put({
      planning: { ...planning, phases: [{ ...design, end: '2026-10-01' }] },
    });
    expect(backwards).toMatchObject(
      oneValidationIssue(
        ['body', 'planning', 'phases', 0, 'end'],
        'The end must come after the start',
      ),
    );
    expect(
      (await server.api('GET', `/projects/${project.id}`, as(people.owner))).body,
    ).toMatchObject({ planning });
  });
});
