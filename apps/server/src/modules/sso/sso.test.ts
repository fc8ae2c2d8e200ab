import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userIdentities } from '../../db/schema';
import { buildUser, cookieFrom, signIn } from '../../test/factories';
import { atProvider, callback, signInWith, startSignIn, useSsoWorld } from '../../test/sso-world';

const world = useSsoWorld();
const { server } = world;

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const me = (token: string) =>
  server.api<{ id: number; email: string; fullname: string }>('GET', '/users/me', { token });

describe('single sign-on through OpenID Connect', () => {
  it('lists the providers the sign-in page offers', async () => {
    const listed = await server.api('GET', '/auth/sso');
    expect(listed).toMatchObject({
      status: 200,
      body: {
        providers: [
          { id: 'corp', label: 'Sign in with corp' },
          { id: 'other', label: 'Sign in with other' },
          { id: 'stale', label: 'Sign in with stale' },
        ],
      },
    });
    const unknown = await server.fetch('/api/auth/sso/nobody/start', { redirect: 'manual' });
    expect(unknown.status).toBe(404);
  });

  it('sends the browser to the provider with a state, a nonce and a PKCE challenge', async () => {
    const started = await startSignIn(server, 'corp');
    const url = new URL(started.location);
    expect(url.origin).toBe(world.provider('corp').issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: world.provider('corp').clientId,
      redirect_uri: 'http://hangar.test/account/sso/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: started.cookie.split('=')[1],
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('creates the account at the first sign-in and signs it in, as a password does', async () => {
    const person = world.person({ name: 'Grace Hopper' });
    const started = await startSignIn(server, 'corp', '/workspace/3?tab=docs#top');
    const signedIn = await callback(server, await atProvider(started, person.id), started.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      token_type: 'bearer',
      next: '/workspace/3?tab=docs#top',
    });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const account = await me(signedIn.body.access_token);
    expect(account.body).toMatchObject({ email: person.account.email, fullname: 'Grace Hopper' });

    const refreshed = await server.fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: cookieFrom(signedIn.headers) },
    });
    expect(refreshed.status).toBe(200);

    const again = await signInWith(world, 'corp', person.id);
    expect((await me(again.body.access_token)).body.id).toBe(account.body.id);
  });

  it('takes the address from the ID token of a provider that puts it there', async () => {
    const person = world.person();
    const signedIn = await signInWith(world, 'other', person.id);
    expect(signedIn.status).toBe(200);
    expect((await me(signedIn.body.access_token)).body.email).toBe(person.account.email);
  });

  it('links the password account of the same verified address, which keeps its password', async () => {
    const user = await buildUser(server);
    const person = world.person({ email: user.email });
    const signedIn = await signInWith(world, 'corp', person.id);
    expect(signedIn.status).toBe(200);
    expect((await me(signedIn.body.access_token)).body.id).toBe(user.id);
    const identities = await server.app.services.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    expect(identities).toMatchObject([
      { issuer: world.provider('corp').issuer, subject: person.account.sub, email: user.email },
    ]);
    expect((await signIn(server, user.email, user.password)).token).toBeTruthy();
  });

  it('e-mails the owner when another browser signs in, as a password sign-in does', async () => {
    const person = world.person();
    // The account's first session, which creates it, is no new device: no e-mail for it.
    expect((await signInWith(world, 'corp', person.id)).status).toBe(200);
    const started = await startSignIn(server, 'corp');
    const fromFirefox = await server.api('POST', '/auth/sso/callback', {
      body: await atProvider(started, person.id),
      headers: { cookie: started.cookie, 'user-agent': FIREFOX_WINDOWS },
    });
    expect(fromFirefox.status).toBe(200);
    const mail = await server.mail.waitFor(
      person.account.email,
      /^New sign-in to your Hangar account$/,
      20_000, // sent by a job: a few polls of the queue on a loaded machine
    );
    expect(mail.text).toContain('Device: Firefox 133 on Windows');
  });

  it('opens only a path of this app afterwards', async () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', '']) {
      const person = world.person();
      const started = await startSignIn(server, 'corp', next);
      const signedIn = await callback(server, await atProvider(started, person.id), started.cookie);
      expect(signedIn.body.next, next).toBe('/');
    }
  });

  it('takes Microsoft Entra’s verified domain (xms_edov) for a verified address', async () => {
    const entra = world.person({ email_verified: undefined, xms_edov: true });
    expect((await signInWith(world, 'corp', entra.id)).status).toBe(200);
    const unsure = world.person({ email_verified: undefined, xms_edov: false });
    expect((await signInWith(world, 'corp', unsure.id)).status).toBe(401);
  });
});
