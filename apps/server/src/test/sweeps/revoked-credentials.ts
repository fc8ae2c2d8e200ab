import { signIn, type SignedInPerson } from '../factories';
import type { TestServer } from '../harness';

/** A second session of someone, signed out at once: its access token is revoked. */
export async function revokedToken(server: TestServer, who: SignedInPerson): Promise<string> {
  const session = await signIn(server, who.user.email, who.user.password);
  const response = await server.api('POST', '/auth/signout', { token: session.token });
  if (response.status !== 204) throw new Error(`fixture: sign-out answered ${response.status}`);
  return session.token;
}

/** A personal API token of someone's, revoked at once. */
export async function revokedApiToken(server: TestServer, who: SignedInPerson): Promise<string> {
  const created = await server.api<{ id: number; token: string }>('POST', '/users/me/api-tokens', {
    token: who.token,
    body: { name: 'Revoked at once', scope: 'write', expires_in_days: 7 },
  });
  const revoked = await server.api('DELETE', `/users/me/api-tokens/${created.body.id}`, {
    token: who.token,
  });
  if (revoked.status !== 204) throw new Error(`fixture: revoking answered ${revoked.status}`);
  return created.body.token;
}
