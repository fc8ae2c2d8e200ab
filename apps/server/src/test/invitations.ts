import { expect } from 'vitest';
import type { ApiResponse, TestEnvironment } from './harness';
import { oneValidationIssue } from './validation-cases';
import { buildCrew } from './world';

/** Invites one address through the API and returns the invitation token of the e-mail sent. */
export async function inviteByMail(
  server: TestEnvironment,
  caller: { token: string; headers: Record<string, string> },
  email: string,
  role = 'MEMBER',
): Promise<string> {
  const response = await server.api('POST', '/workspaces/c/team', {
    ...caller,
    body: { invites: [{ email, role }] },
  });
  expect(response.status).toBe(201);
  const mail = await server.mail.waitFor(email, /invited you to/);
  return new URL(server.mail.linkIn(mail, '/invitation')).searchParams.get('inviteToken') ?? '';
}

/**
 * The guest, who may only invite, re-invites the member, who may edit, as a viewer of a private
 * group's or project's team, and is refused. The crew and the id of that group or project, to read
 * the member's right after.
 */
export async function refusedDemotionByInvite(
  server: TestEnvironment,
  teams: 'groups' | 'projects',
) {
  const team = { privacy: 'PRIVATE', team: { member: 'EDIT', guest: 'INVITE' } } as const;
  const crew = await buildCrew(
    server,
    teams === 'groups' ? { groups: { target: team } } : { projects: { target: team } },
  );
  const targetId = teams === 'groups' ? crew.groups.target.id : crew.projects.target.id;
  const { people, as } = crew;
  const demote = await server.api('POST', `/${teams}/${targetId}/team`, {
    ...as(people.guest),
    body: { invites: [{ user_id: people.member.user.id, right: 'VIEW' }] },
  });
  expect(demote).toMatchObject({
    status: 403,
    body: { detail: 'You do not have the right to do this' },
  });
  return { ...crew, targetId };
}

/**
 * Invites someone outside the workspace (`userId`) to the team of `base` (a group or a project,
 * its path) and expects the refusal that names them.
 */
export async function expectOutsiderInviteRefused(
  call: (method: string, path: string, body?: unknown) => Promise<ApiResponse>,
  base: string,
  userId: number,
): Promise<void> {
  const invited = await call('POST', `${base}/team`, {
    invites: [{ user_id: userId, right: 'VIEW' }],
  });
  expect(invited).toMatchObject(
    oneValidationIssue(
      ['body', 'invites', 0, 'user_id'],
      'This person is not a member of the workspace',
    ),
  );
}
