import type { WorkspaceTeamUser } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildWorkspace, inWorkspace } from '../../test/factories';
import { putSignInRules, uniqueDomain } from '../../test/sign-in-rules';
import { openEventStream } from '../../test/sse-client';
import { signInWith, useSsoWorld } from '../../test/sso-world';

const world = useSsoWorld();
const { server } = world;

/** A workspace whose owner let anyone of the company's domain join. */
async function joinedByDomain() {
  const domain = uniqueDomain();
  const owner = await buildSignedInUser(server, { email: `olive@${domain}` });
  const workspace = await buildWorkspace(server, owner.user, 'Initech');
  const caller = { token: owner.token, headers: inWorkspace(workspace) };
  expect((await putSignInRules(server, caller, { join_domain: domain })).status).toBe(200);
  const team = async () =>
    (await server.api<WorkspaceTeamUser[]>('GET', '/workspaces/c/team', caller)).body;
  return { domain, owner, workspace, caller, team };
}

describe('joining a workspace by its company domain', () => {
  it('adds someone of the domain signing in by single sign-on as a member, live, once', async () => {
    const { domain, owner, workspace, caller, team } = await joinedByDomain();
    const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${owner.token}`);
    const person = world.person({ email: `grace@${domain}` });
    try {
      await stream.until((event) => event.event === 'ready');
      expect((await signInWith(world, 'corp', person.id)).status).toBe(200);
      const event = await stream.until((next) => next.data.includes('"workspaceUser"'));
      expect(JSON.parse(event.data)).toMatchObject({
        topic: 'workspaceUser',
        payload: { workspace_id: workspace.id, action: 'joined', role: 'MEMBER' },
      });
    } finally {
      stream.close();
    }
    const joined = (await team()).find((entry) => entry.user.email === person.account.email);
    expect(joined).toMatchObject({ role: 'MEMBER', pending_invite: false });

    const removed = await server.api('DELETE', `/workspaces/c/team/${joined?.user.id}`, caller);
    expect(removed.status).toBe(200);
    expect((await signInWith(world, 'other', person.id)).status).toBe(200);
    expect((await team()).map((entry) => entry.user.email)).not.toContain(person.account.email);
  });

  it('leaves out an address of another domain, and one the provider did not verify', async () => {
    const { domain, team } = await joinedByDomain();
    const outsider = world.person({ email: `grace@not-${domain}` });
    expect((await signInWith(world, 'corp', outsider.id)).status).toBe(200);
    const unverified = world.person({ email: `ada@${domain}`, email_verified: false });
    expect((await signInWith(world, 'corp', unverified.id)).status).toBe(401);
    expect(await team()).toHaveLength(1);
  });
});
