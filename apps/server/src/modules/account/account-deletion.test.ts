import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, users, workspaces } from '../../db/schema';
import type { LiveEvent } from '../../events/types';
import { addMember, buildSignedInUser, buildWorkspace } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();

const db = () => server.app.services.database.db;

async function workspaceExists(id: number): Promise<boolean> {
  const rows = await db()
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, id));
  return rows.length === 1;
}

async function userExists(id: number): Promise<boolean> {
  return (await db().select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
}

const deleteAccount = (person: { token: string; user: { password: string } }) =>
  server.api<{ detail: string } | null>('POST', '/users/me/delete', {
    token: person.token,
    body: { password: person.user.password },
  });

describe('deleting an account', () => {
  it('deletes the workspaces no one else has joined, with their content', async () => {
    const world = await buildWorld(server, {
      name: 'Solo',
      people: { owner: 'OWNER' },
      projects: { project: {} },
      docs: { doc: {} },
    });
    const { owner } = world.people;
    const { workspace: alone } = world;
    const { project } = world.projects;
    // An invitation nobody accepted does not make a workspace shared.
    const invited = await buildSignedInUser(server);
    await addMember(server, alone, invited.user, 'MEMBER', true);
    // A workspace where someone else owns too stays, without the leaving user.
    const coOwner = await buildSignedInUser(server);
    const shared = await buildWorkspace(server, coOwner.user, 'Shared');
    await addMember(server, shared, owner.user, 'OWNER');

    const published: LiveEvent[] = [];
    const unsubscribe = server.app.services.bus.subscribe((event) => published.push(event));

    expect((await deleteAccount(owner)).status).toBe(204);
    expect(await userExists(owner.user.id)).toBe(false);
    expect(await workspaceExists(alone.id)).toBe(false);
    expect(await workspaceExists(shared.id)).toBe(true);
    expect(await db().select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    unsubscribe();
    expect(published).toContainEqual(
      expect.objectContaining({
        topic: 'workspace',
        payload: { workspace_id: alone.id, action: 'deleted' },
      }),
    );
  });

  it('is refused while the user is the only owner of a workspace others have joined, and changes nothing', async () => {
    const owner = await buildSignedInUser(server);
    const alone = await buildWorkspace(server, owner.user, 'Solo');
    const kept = await buildWorkspace(server, owner.user, 'Keep me');
    const member = await buildSignedInUser(server);
    await addMember(server, kept, member.user, 'MEMBER');

    const refused = await deleteAccount(owner);
    expect(refused.status).toBe(409);
    expect(refused.body?.detail).toContain('only owner of the workspace Keep me');
    expect(await userExists(owner.user.id)).toBe(true);
    expect(await workspaceExists(alone.id)).toBe(true);
    expect((await server.api('GET', '/users/me', { token: owner.token })).status).toBe(200);
  });
});
