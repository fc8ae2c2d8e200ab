import {
  noSsoForDomainDetail,
  SSO_CALLBACK_ROUTE,
  ssoOtherDomainDetail,
  type SsoCallbackInput,
  type SsoFound,
  type SsoProviderList,
} from '@hangar/contracts/sso';
import { workspaceSsoLabel } from '@hangar/contracts/workspace-sso';
import { localPath } from '@hangar/domain/next-path';
import { addressDomain } from '@hangar/domain/sign-in-rules';
import type { Config } from '../../config';
import type { SsoProviderSettings } from '../../config-sso';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { RateLimitPolicies } from '../auth/auth-rate-limits';
import type { SessionTokens } from '../auth/auth-session-tokens';
import { startSession } from '../auth/auth.service';
import { accountOf, personFrom } from './sso-accounts';
import { authorizationUrl, exchangeCode, newChecks, type DiscoveryCache } from './sso-client';
import { providerRefusal, SSO_REFUSALS } from './sso-errors';
import { checkProviderHosts, checkWorkspaceIssuer } from './sso-issuers';
import { insertSsoLogin, pruneSsoLogins, spendSsoLogin } from './sso-logins.repository';
import { findSsoOfDomain, findVerifiedWorkspaceSso } from './sso-workspace.repository';
import {
  signInSettingsOf,
  workspaceOfProviderId,
  workspaceProviderId,
} from './sso-workspace.service';

/** How long a sign-in may stay at the provider. */
const SSO_LOGIN_TTL_MS = 10 * 60_000;

export interface SsoDeps {
  db: Database;
  config: Config;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitPolicies;
  discovery: DiscoveryCache;
  /** What workspace providers' client secrets are sealed with (lib/sealed-secrets.ts). */
  secretsKey: Buffer;
  /**
   * Run in the sign-in's transaction once the account is known (joining workspaces by domain,
   * docs/sso.md "Sign-in rules"); what one answers runs after the commit.
   */
  signInHooks?: SsoSignInHook[];
}

/**
 * Told of each sign-in, with the provider's verified address and, for a workspace's own
 * provider, its workspace (null: the installation's provider).
 */
type SsoSignInHook = (
  tx: Database,
  person: { userId: number; email: string; viaWorkspace: number | null },
) => Promise<(() => Promise<void>) | void>;

/** GET /auth/sso: the sign-in page's buttons. */
export function ssoProviders(config: Config): SsoProviderList {
  return { providers: config.sso.providers.map(({ id, label }) => ({ id, label })) };
}

/**
 * A provider to sign in with: the installation's, or a workspace's own (`workspace-<id>`, once
 * its domain is verified), which signs in addresses of its `domain` only.
 */
interface SignInProvider {
  settings: SsoProviderSettings;
  workspace: { id: number; domain: string } | null;
}

async function providerOf(deps: SsoDeps, id: string): Promise<SignInProvider> {
  const installation = deps.config.sso.providers.find((candidate) => candidate.id === id);
  if (installation) return { settings: installation, workspace: null };
  const workspaceId = workspaceOfProviderId(id);
  const row = workspaceId === null ? null : await findVerifiedWorkspaceSso(deps.db, workspaceId);
  if (!row) throw SSO_REFUSALS.unknownProvider();
  return {
    settings: signInSettingsOf(row, deps.secretsKey),
    workspace: { id: row.workspaceId, domain: row.domain },
  };
}

/**
 * POST /auth/sso/find: the provider of the address's domain, a workspace's own that verified it.
 * Counted as a sign-in attempt of the IP (it tells which domains have one).
 */
export async function findSsoProvider(
  deps: SsoDeps,
  input: { email: string; ip: string },
): Promise<SsoFound> {
  await deps.rateLimiter.consume(deps.rateLimits.signinPerIp, input.ip);
  const domain = addressDomain(input.email);
  const row = await findSsoOfDomain(deps.db, domain);
  if (!row) throw HttpError.notFound(noSsoForDomainDetail(domain));
  return {
    provider: {
      id: workspaceProviderId(row.workspaceId),
      label: workspaceSsoLabel(row.workspaceName),
    },
  };
}

const redirectUri = (config: Config) => `${config.publicUrl}${SSO_CALLBACK_ROUTE}`;

/**
 * The provider's metadata (discovered once per process). A workspace's provider is an address
 * its owners typed: it and the endpoints it names must be public (unless allowed), checked each
 * time, as names may come to resolve elsewhere.
 */
async function providerConfiguration(deps: SsoDeps, provider: SignInProvider) {
  const allowPrivate = deps.config.ssoPrivateIssuers || provider.workspace === null;
  if (!allowPrivate) await checkWorkspaceIssuer(provider.settings.issuer, { allowPrivate });
  let configuration: Awaited<ReturnType<DiscoveryCache>>;
  try {
    configuration = await deps.discovery(provider.settings);
  } catch (error) {
    throw Object.assign(SSO_REFUSALS.unreachable(), { cause: error });
  }
  await checkProviderHosts(configuration.serverMetadata(), { allowPrivate });
  return configuration;
}

/**
 * Begins a sign-in at the provider: its state, nonce and PKCE verifier are kept here (the state
 * hashed); the state goes to the browser's cookie too. Where to send the browser, and the state.
 */
export async function startSsoLogin(
  deps: SsoDeps,
  input: { providerId: string; next: string | undefined; ip: string },
): Promise<{ location: string; state: string }> {
  await deps.rateLimiter.consume(deps.rateLimits.signinPerIp, input.ip);
  const provider = await providerOf(deps, input.providerId);
  const configuration = await providerConfiguration(deps, provider);
  const checks = newChecks();
  await pruneSsoLogins(deps.db);
  await insertSsoLogin(deps.db, {
    provider: provider.settings.id,
    stateHash: hashToken(checks.state),
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    nextPath: localPath(input.next) ?? '/',
    expiresAt: new Date(Date.now() + SSO_LOGIN_TTL_MS),
  });
  const url = await authorizationUrl(configuration, redirectUri(deps.config), checks);
  return { location: url.href, state: checks.state };
}

/** The callback's address as the provider called it, for the library to check. */
function callbackUrl(config: Config, input: SsoCallbackInput): URL {
  const url = new URL(redirectUri(config));
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url;
}

/**
 * Completes a sign-in: the state is this browser's (`cookieState`), known, unused (spent now, so
 * a replay is refused) and recent; the provider's code is traded for a checked ID token whose
 * verified address finds, links or creates the account; a session starts as with a password.
 */
export async function completeSsoLogin(
  deps: SsoDeps,
  input: SsoCallbackInput,
  meta: { cookieState: string | null; ip: string; userAgent: string | null },
): Promise<{ tokens: SessionTokens; next: string }> {
  const { rateLimiter, rateLimits } = deps;
  await rateLimiter.check(rateLimits.ssoFailuresPerIp, meta.ip);
  try {
    return await signInWithProvider(deps, input, meta);
  } catch (error) {
    await rateLimiter.record(rateLimits.ssoFailuresPerIp, meta.ip);
    throw error;
  }
}

async function signInWithProvider(
  deps: SsoDeps,
  input: SsoCallbackInput,
  meta: { cookieState: string | null; ip: string; userAgent: string | null },
): Promise<{ tokens: SessionTokens; next: string }> {
  const { db, config } = deps;
  if (meta.cookieState !== input.state) throw SSO_REFUSALS.otherBrowser();
  const found = await spendSsoLogin(db, hashToken(input.state));
  if (!found) throw SSO_REFUSALS.unknownState();
  if (!found.spent) throw SSO_REFUSALS.used();
  const login = found.row;
  if (login.expiresAt.getTime() <= Date.now()) throw SSO_REFUSALS.expired();
  const provider = await providerOf(deps, login.provider);
  const configuration = await providerConfiguration(deps, provider);
  const checks = { state: input.state, nonce: login.nonce, codeVerifier: login.codeVerifier };
  const claims = await exchangeCode(configuration, callbackUrl(config, input), checks).catch(
    (error: unknown) => {
      throw Object.assign(providerRefusal(error), { cause: error });
    },
  );
  const person = personFrom(claims);
  const workspace = provider.workspace;
  if (workspace && addressDomain(person.email) !== workspace.domain) {
    throw HttpError.simple(401, ssoOtherDomainDetail(provider.settings.label, workspace.domain));
  }
  const unusablePasswordHash = await hashPassword(newToken());
  const afterCommit: (() => Promise<void>)[] = [];
  const tokens = await db.transaction(async (tx) => {
    const userId = await accountOf(tx, person, unusablePasswordHash);
    for (const hook of deps.signInHooks ?? []) {
      const viaWorkspace = workspace?.id ?? null;
      const after = await hook(tx, { userId, email: person.email, viaWorkspace });
      if (after) afterCommit.push(after);
    }
    return startSession(tx, config, { userId, userAgent: meta.userAgent, ip: meta.ip });
  });
  for (const after of afterCommit) await after();
  return { tokens, next: login.nextPath };
}
