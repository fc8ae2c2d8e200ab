import { SSO_STATE_COOKIE } from '@hangar/contracts/sso';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ssoLogins, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import {
  atProvider,
  callback,
  signInWith,
  startSignIn,
  useSsoWorld,
  type Started,
} from '../../test/sso-world';

const world = useSsoWorld();
const { server } = world;
const db = () => server.app.services.database.db;

async function accountsOf(email: string): Promise<number> {
  const [row] = await db().select({ value: count() }).from(users).where(eq(users.email, email));
  return row?.value ?? 0;
}

/** A sign-in begun at `corp`: the browser, and what the provider sent back to it. */
async function completedAtProvider(personId = world.person().id) {
  const started = await startSignIn(server, 'corp');
  return { started, answer: await atProvider(started, personId) };
}

/** The same sign-in sent to another provider's page (the issuers' client ids are the same). */
function elsewhere(started: Started, issuer: string): Started {
  const url = new URL(started.location);
  return { ...started, location: `${issuer}${url.pathname}${url.search}` };
}

const START_AGAIN = 'Start again from the sign-in page.';

describe('single sign-on refusals', () => {
  it('refuses a state it never issued', async () => {
    const { answer } = await completedAtProvider();
    const forged = { ...answer, state: 'forged-state-0123456789' };
    expect(await callback(server, forged, `${SSO_STATE_COOKIE}=${forged.state}`)).toMatchObject({
      status: 400,
      body: { detail: `This sign-in is unknown to Hangar. ${START_AGAIN}` },
    });
  });

  it("refuses a sign-in another browser started (login CSRF), which stays this browser's", async () => {
    const { started, answer } = await completedAtProvider();
    const otherBrowser = await startSignIn(server, 'corp');
    for (const cookie of [otherBrowser.cookie, '']) {
      expect(await callback(server, answer, cookie)).toMatchObject({
        status: 400,
        body: { detail: `This sign-in was started in another browser. ${START_AGAIN}` },
      });
    }
    expect((await callback(server, answer, started.cookie)).status).toBe(200);
  });

  it('refuses a replayed callback, and a code used once already', async () => {
    const { started, answer } = await completedAtProvider();
    expect((await callback(server, answer, started.cookie)).status).toBe(200);
    expect(await callback(server, answer, started.cookie)).toMatchObject({
      status: 409,
      body: { detail: `This sign-in was already used. ${START_AGAIN}` },
    });
    const fresh = await startSignIn(server, 'corp');
    const state = fresh.cookie.split('=')[1] ?? '';
    expect(await callback(server, { ...answer, state }, fresh.cookie)).toMatchObject({
      status: 401,
      body: {
        detail: `The sign-in provider refused the sign-in code (invalid_grant). ${START_AGAIN}`,
      },
    });
  });

  it('refuses a sign-in that took more than ten minutes', async () => {
    const { started, answer } = await completedAtProvider();
    await db()
      .update(ssoLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoLogins.stateHash, hashToken(answer.state)));
    expect(await callback(server, answer, started.cookie)).toMatchObject({
      status: 410,
      body: { detail: `This sign-in took too long. ${START_AGAIN}` },
    });
  });

  it('refuses the answer of another provider than the one the sign-in began with', async () => {
    const person = world.person();
    const started = await startSignIn(server, 'corp');
    const answer = await atProvider(elsewhere(started, world.provider('other').issuer), person.id);
    expect(answer.iss).toBe(world.provider('other').issuer);
    expect(await callback(server, answer, started.cookie)).toMatchObject({
      status: 401,
      body: { detail: `The answer comes from another provider than this one. ${START_AGAIN}` },
    });

    const again = await startSignIn(server, 'corp');
    const { iss: _left, ...unnamed } = await atProvider(
      elsewhere(again, world.provider('other').issuer),
      person.id,
    );
    expect(await callback(server, unnamed, again.cookie)).toMatchObject({
      status: 401,
      body: { detail: `The answer does not name the provider that sent it. ${START_AGAIN}` },
    });
    expect(await accountsOf(person.account.email)).toBe(0);
  });

  it('refuses the error the provider sent back', async () => {
    const started = await startSignIn(server, 'corp');
    const state = started.cookie.split('=')[1] ?? '';
    const denied = {
      state,
      iss: world.provider('corp').issuer,
      error: 'access_denied',
      error_description: 'The person said no',
    };
    expect(await callback(server, denied, started.cookie)).toMatchObject({
      status: 401,
      body: { detail: `The sign-in provider refused: The person said no. ${START_AGAIN}` },
    });
  });

  it('never links nor creates an account for an address the provider did not verify', async () => {
    const person = world.person({ email_verified: false });
    const refused = await signInWith(world, 'corp', person.id);
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toContain('did not confirm that this e-mail address is yours');
    expect(await accountsOf(person.account.email)).toBe(0);
  });

  it('refuses an expired ID token', async () => {
    const person = world.person();
    expect(await signInWith(world, 'stale', person.id)).toMatchObject({
      status: 401,
      body: { detail: `The ID token from the sign-in provider has expired. ${START_AGAIN}` },
    });
    expect(await accountsOf(person.account.email)).toBe(0);
  });
});
