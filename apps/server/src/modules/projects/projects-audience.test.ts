import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildProject } from '../../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { buildCrew } from '../../test/world';
import { projectAudience, projectAudienceReadEarly } from './projects.access';
import { updateProject } from './projects.repository';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

describe("a project's audience read beside its access check", () => {
  it('is read again when the project moved to another group in between', async () => {
    const db = server.app.services.database.db;
    const { workspace, people } = await buildCrew(server);
    // Only the member sees the project through the group it leaves, only the guest through
    // the group it joins.
    const from = await buildGroup(server, workspace, {
      privacy: 'PRIVATE',
      team: [{ user: people.member.user, right: 'VIEW' }],
    });
    const to = await buildGroup(server, workspace, {
      name: 'Research',
      privacy: 'PRIVATE',
      team: [{ user: people.guest.user, right: 'VIEW' }],
    });
    const project = await buildProject(server, from, { privacy: 'PRIVATE' });
    const early = projectAudienceReadEarly(db, {
      workspaceId: workspace.id,
      projectId: project.id,
    });
    expect(await early.of(from, project)).toContain(people.member.user.id);

    const moved = await updateProject(db, project.id, { groupId: to.id });
    const audience = await early.of(to, moved);
    expect(audience).toContain(people.guest.user.id);
    expect(audience).not.toContain(people.member.user.id);
    expect(audience.sort()).toEqual((await projectAudience(db, to, moved)).sort());
  });
});
