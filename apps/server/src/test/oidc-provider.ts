import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK, type KoaContextWithOIDC } from 'oidc-provider';

/** Someone who may sign in at the test provider, by the id the test names them with. */
export interface ProviderAccount {
  sub: string;
  email: string;
  /** Left out as Microsoft Entra does, which says `xms_edov` instead. */
  email_verified?: boolean;
  /** Microsoft Entra's optional claim: the address's domain is one its tenant verified. */
  xms_edov?: boolean;
  name: string;
}

export interface ProviderOptions {
  /** The redirect URI of its one client (the server's `<PUBLIC_URL>/account/sso/callback`). */
  redirectUri: string;
  accounts: Record<string, ProviderAccount>;
  /**
   * Put the scopes' claims (the address, the name) in the ID token, as Google does; otherwise they
   * come from the userinfo endpoint only, as the OpenID Connect core asks.
   */
  claimsInIdToken?: boolean;
  /** Issue ID tokens that expired this many seconds before they were issued. */
  idTokenExpiredBySeconds?: number;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const SCOPE = 'openid email profile';

function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', kid: 'test-signing-key' };
}

/** Every client is first-party here: the person consents to its scope without being asked. */
async function grantWithoutConsent(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPE);
  await grant.save();
  return grant;
}

/** The ID tokens it issues expired before they were issued (a provider with a stale clock). */
function issueExpiredIdTokens(provider: Provider, seconds: number): void {
  const { prototype } = provider.IdToken;
  const issue = prototype.issue;
  prototype.issue = function issueExpired(context) {
    const expiresAt = Math.floor(Date.now() / 1000) - seconds;
    return issue.call(this, context.use === 'idtoken' ? { ...context, expiresAt } : context);
  };
}

function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The login page a browser sees: a button per account, posting `account=<id>` to `login`. */
function showLoginPage(
  response: http.ServerResponse,
  uid: string,
  accounts: Record<string, ProviderAccount>,
): void {
  const buttons = Object.entries(accounts).map(
    ([id, account]) =>
      `<button name="account" value="${escapeHtml(id)}">${escapeHtml(account.email)}</button>`,
  );
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(
    '<!doctype html><html lang="en"><title>Test provider</title><h1>Choose an account</h1>' +
      `<form method="post" action="/interaction/${escapeHtml(uid)}/login">${buttons.join('')}</form>`,
  );
}

/**
 * A certified OpenID Connect provider (`oidc-provider`) on a free port of 127.0.0.1, with one
 * client and the accounts given. Its login page is `POST /interaction/:uid/login` with
 * `account=<id>` (what `signInAtProvider` sends, and the page `GET /interaction/:uid` shows a
 * browser: a button per account); consent is implied.
 */
export async function startOidcProvider(options: ProviderOptions): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'hangar-test';
  const clientSecret = 'hangar-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['name'] },
    conformIdTokenClaims: !options.claimsInIdToken,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    loadExistingGrant: grantWithoutConsent,
    findAccount: (_ctx, id) => {
      const account = options.accounts[id];
      return account && { accountId: id, claims: () => ({ ...account }) };
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  if (options.idTokenExpiredBySeconds) {
    issueExpiredIdTokens(provider, options.idTokenExpiredBySeconds);
  }
  const handle = provider.callback();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const page = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (page?.[1] && request.method === 'GET') {
      return showLoginPage(response, page[1], options.accounts);
    }
    const login = /^\/interaction\/[^/]+\/login$/.test(request.url ?? '');
    if (!login || request.method !== 'POST') return void handle(request, response);
    void readForm(request)
      .then((form) =>
        provider.interactionFinished(
          request,
          response,
          { login: { accountId: form.get('account') ?? '' } },
          { mergeWithLastSubmission: false },
        ),
      )
      .catch((error: unknown) => {
        response.statusCode = 400;
        response.end(String(error));
      });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies, by name, across the hosts of a test (paths are not told apart). */
class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  header(url: URL): string {
    const forHost = this.cookies.get(url.host) ?? new Map<string, string>();
    return [...forHost].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(url: URL, response: Response): void {
    const forHost = this.cookies.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const split = pair.indexOf('=');
      forHost.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
    }
    this.cookies.set(url.host, forHost);
  }
}

/**
 * Signs `account` in at the provider the way a browser would, from the authorization URL the
 * server redirected to: follows the provider's redirects, posts its login page, and stops at the
 * redirect back to `redirectUri`. The query the provider sends back (code, state, iss).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  account: string,
  redirectUri: string,
): Promise<Record<string, string>> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: jar.header(url),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ?? undefined,
      redirect: 'manual',
    });
    jar.keep(url, response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`${url.href} answered ${response.status} without a redirect`);
    url = new URL(location, url);
    form = null;
    if (url.href.startsWith(redirectUri)) return Object.fromEntries(url.searchParams);
    if (url.pathname.startsWith('/interaction/')) {
      url = new URL(`${url.pathname}/login`, url);
      form = new URLSearchParams({ account });
    }
  }
  throw new Error('the provider never redirected back');
}
