import { expect } from 'vitest';
import type { TestEnvironment } from './harness';

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
