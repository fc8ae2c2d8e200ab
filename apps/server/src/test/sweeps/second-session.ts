import type { AccountSession } from '@hangar/contracts/account-sessions';
import { signIn, type SignedInPerson } from '../factories';
import type { TestServer } from '../harness';

/** A second session of someone's, left signed in: its id, as "Signed-in devices" lists it. */
export async function secondSessionOf(server: TestServer, who: SignedInPerson): Promise<number> {
  const session = await signIn(server, who.user.email, who.user.password);
  const listed = await server.api<{ items: AccountSession[] }>('GET', '/users/me/sessions', {
    token: session.token,
  });
  const current = listed.body.items.find((item) => item.current);
  if (!current) throw new Error(`fixture: the second session is not listed (${listed.status})`);
  return current.id;
}
