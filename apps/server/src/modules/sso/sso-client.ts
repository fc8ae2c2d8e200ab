import * as oidc from 'openid-client';
import { isLoopbackIssuer, type SsoProviderSettings } from '../../config-sso';
import { hashToken } from '../../lib/tokens';

/** Seconds of clock difference with the provider taken on the ID token's times (at most 60). */
const CLOCK_TOLERANCE_SECONDS = 30;
/** Seconds a call to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The client secret, sent as the provider prefers: HTTP Basic (the OAuth default, which Okta's
 * apps require) unless its metadata lists only `client_secret_post`.
 */
function secretAuth(secret: string): oidc.ClientAuth {
  const basic = oidc.ClientSecretBasic(secret);
  const post = oidc.ClientSecretPost(secret);
  return (server, client, body, headers) => {
    const methods = server.token_endpoint_auth_methods_supported;
    const useBasic = !methods || methods.includes('client_secret_basic');
    return (useBasic ? basic : post)(server, client, body, headers);
  };
}

/** The provider's metadata, asked now (no cache): "Test connection". */
export function discover(provider: SsoProviderSettings): Promise<oidc.Configuration> {
  return oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    { [oidc.clockTolerance]: CLOCK_TOLERANCE_SECONDS },
    secretAuth(provider.clientSecret),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: isLoopbackIssuer(provider.issuer) ? [oidc.allowInsecureRequests] : [],
    },
  );
}

/** Each provider's metadata, discovered once per process (a failed discovery is tried again). */
export function createDiscoveryCache(): (
  provider: SsoProviderSettings,
) => Promise<oidc.Configuration> {
  const found = new Map<string, Promise<oidc.Configuration>>();
  return (provider) => {
    // A workspace's owners may change the secret: the configuration holds it.
    const key = `${provider.id} ${provider.issuer} ${provider.clientId} ${hashToken(provider.clientSecret)}`;
    let configuration = found.get(key);
    if (!configuration) {
      configuration = discover(provider);
      configuration.catch(() => found.delete(key));
      found.set(key, configuration);
    }
    return configuration;
  };
}

export type DiscoveryCache = ReturnType<typeof createDiscoveryCache>;

/** What a sign-in sends to the provider and checks its answer against. */
export interface SsoChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newChecks(): SsoChecks {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** The provider's sign-in page for this sign-in (authorization code flow, PKCE S256). */
export async function authorizationUrl(
  configuration: oidc.Configuration,
  redirectUri: string,
  checks: SsoChecks,
): Promise<URL> {
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
}

/**
 * Checks the provider's answer (state, issuer) and trades its code for tokens: the ID token's
 * signature (the provider's JWKS), issuer, audience, nonce, expiry and issue time are checked.
 * A provider that keeps the address out of the ID token (as the OpenID Connect core asks when an
 * access token comes along) gives it at its userinfo endpoint, for the same subject. The claims,
 * or the library's error.
 */
export async function exchangeCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  checks: SsoChecks,
): Promise<oidc.IDToken> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new oidc.ClientError('the provider sent no ID token');
  if (claims.email !== undefined) return claims;
  const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  return { ...userinfo, ...claims };
}
