import { SSO_CALLBACK_ROUTE, SSO_STATE_COOKIE, type SsoCallbackInput } from '@hangar/contracts/sso';
import { expect } from 'vitest';
import type { Config } from '../config';
import { startedBeforeAll, useTestEnvironment, type TestEnvironment } from './harness';
import {
  signInAtProvider,
  startOidcProvider,
  type ProviderAccount,
  type TestOidcProvider,
} from './oidc-provider';
import { uniqueEmail } from './factories';

const PUBLIC_URL = 'http://hangar.test';
const REDIRECT_URI = `${PUBLIC_URL}${SSO_CALLBACK_ROUTE}`;

/**
 * The providers of the SSO tests, by the id the server knows each by: `corp` gives the address
 * at its userinfo endpoint, `other` in the ID token (as Google does), `stale` issues ID tokens
 * that expired five minutes before they were issued.
 */
type ProviderId = 'corp' | 'other' | 'stale';

export interface SsoWorld {
  server: TestEnvironment;
  provider(id: ProviderId): TestOidcProvider;
  /** Makes someone the providers know; `signIn` names them by the id it answers. */
  person(values?: Partial<ProviderAccount>): { id: string; account: ProviderAccount };
}

/** A browser's sign-in begun at the server: where the provider's page is, and its cookie. */
export interface Started {
  location: string;
  /** The state cookie, as `name=value`. */
  cookie: string;
}

/**
 * The test file's three providers and a server that knows them, started before its tests;
 * `more` adds to the server's config (made once the hooks before it ran).
 */
export function useSsoWorld(more: () => Partial<Config> = () => ({})): SsoWorld {
  const accounts: Record<string, ProviderAccount> = {};
  const start = (options: { claimsInIdToken?: boolean; idTokenExpiredBySeconds?: number }) =>
    startedBeforeAll(() => startOidcProvider({ redirectUri: REDIRECT_URI, accounts, ...options }));
  const providers = {
    corp: start({}),
    other: start({ claimsInIdToken: true }),
    stale: start({ claimsInIdToken: true, idTokenExpiredBySeconds: 300 }),
  };
  const server = useTestEnvironment(() => ({
    config: {
      ...more(),
      publicUrl: PUBLIC_URL,
      sso: {
        providers: (['corp', 'other', 'stale'] as const).map((id) => ({
          id,
          label: `Sign in with ${id}`,
          issuer: providers[id].issuer,
          clientId: providers[id].clientId,
          clientSecret: providers[id].clientSecret,
        })),
      },
    },
  }));
  let people = 0;
  return {
    server,
    provider: (id) => providers[id],
    person(values = {}) {
      people += 1;
      // The provider's subject for the person is the id it finds their account by.
      const id = `person-${people}`;
      accounts[id] = {
        sub: id,
        email: uniqueEmail('sso'),
        email_verified: true,
        name: 'Grace Hopper',
        ...values,
      };
      return { id, account: accounts[id] };
    },
  };
}

/** GET /auth/sso/{provider}/start as a browser: the redirect to the provider and the cookie. */
export async function startSignIn(
  server: TestEnvironment,
  provider: string,
  next?: string,
): Promise<Started> {
  const query = next === undefined ? '' : `?next=${encodeURIComponent(next)}`;
  const response = await server.fetch(`/api/auth/sso/${provider}/start${query}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SSO_STATE_COOKIE}=`));
  return { location: response.headers.get('location') ?? '', cookie: cookie?.split(';')[0] ?? '' };
}

/** What the provider sends back once `personId` signed in at the page of `started`. */
export function atProvider(started: Started, personId: string): Promise<SsoCallbackInput> {
  return signInAtProvider(started.location, personId, REDIRECT_URI) as Promise<SsoCallbackInput>;
}

/** POST /auth/sso/callback as the web's callback page does, with the browser's state cookie. */
export function callback(server: TestEnvironment, answer: SsoCallbackInput, cookie: string) {
  return server.api<{ access_token: string; next: string; detail?: string }>(
    'POST',
    '/auth/sso/callback',
    { body: answer, headers: cookie ? { cookie } : {} },
  );
}

/** A whole sign-in of `personId` at `provider`: start, the provider's page, the callback. */
export async function signInWith(world: SsoWorld, provider: string, personId: string) {
  const started = await startSignIn(world.server, provider);
  return callback(world.server, await atProvider(started, personId), started.cookie);
}
