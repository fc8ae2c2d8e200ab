import { SSO_CALLBACK_ROUTE } from '@hangar/contracts/sso';
import {
  workspaceSsoLabel,
  type WorkspaceSsoConnectionInput,
  type WorkspaceSsoPreset,
  type WorkspaceSsoProviderAnswer,
  type WorkspaceSsoProviderInput,
  type WorkspaceSsoTestResult,
} from '@hangar/contracts/workspace-sso';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { openSecret, sealSecret } from '../../lib/sealed-secrets';
import { newToken } from '../../lib/tokens';
import type { RateLimitPolicies } from '../auth/auth-rate-limits';
import { authorizeInWorkspace } from '../shared/authorize';
import type { MemberCall } from '../workspaces/workspaces.access';
import { discover } from './sso-client';
import { domainRecord, hasTxtRecord } from './sso-domains';
import { checkProviderHosts, checkWorkspaceIssuer, unreachableIssuer } from './sso-issuers';
import {
  deleteWorkspaceSso,
  findWorkspaceSso,
  markDomainVerified,
  saveWorkspaceSso,
  type NamedWorkspaceSso,
} from './sso-workspace.repository';

export interface WorkspaceSsoDeps {
  db: Database;
  config: Config;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitPolicies;
  /** What client secrets are sealed with (lib/sealed-secrets.ts). */
  secretsKey: Buffer;
}

/** The largest id of a workspace (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** The id a workspace's provider has in the sign-in paths. */
export const workspaceProviderId = (workspaceId: number) => `workspace-${workspaceId}`;

/** The workspace of a provider id, or null when it names none (an installation's provider). */
export function workspaceOfProviderId(id: string): number | null {
  const found = /^workspace-([1-9]\d{0,9})$/.exec(id);
  const workspaceId = Number(found?.[1]);
  return found && workspaceId <= MAX_ID ? workspaceId : null;
}

function present(row: NamedWorkspaceSso | null, config: Config): WorkspaceSsoProviderAnswer {
  if (!row) return { provider: null };
  return {
    provider: {
      id: workspaceProviderId(row.workspaceId),
      label: workspaceSsoLabel(row.workspaceName),
      preset: row.preset as WorkspaceSsoPreset,
      issuer: row.issuer,
      client_id: row.clientId,
      domain: row.domain,
      domain_verified: row.domainVerifiedAt !== null,
      dns_record: domainRecord(row.domain, row.domainToken),
      redirect_uri: `${config.publicUrl}${SSO_CALLBACK_ROUTE}`,
    },
  };
}

const OWNERS_SET_SSO = 'Only owners can set the workspace’s single sign-on';

/** GET /workspaces/c/sso-provider */
export async function readWorkspaceSso(
  deps: WorkspaceSsoDeps,
  { caller }: MemberCall,
): Promise<WorkspaceSsoProviderAnswer> {
  authorizeInWorkspace(caller.member, 'manageSignInRules', OWNERS_SET_SSO);
  return present(await findWorkspaceSso(deps.db, caller.workspaceId), deps.config);
}

/**
 * PUT /workspaces/c/sso-provider: the secret sealed; kept when left out (required the first
 * time); a new domain gets a new token and must be verified again.
 */
export async function editWorkspaceSso(
  deps: WorkspaceSsoDeps,
  { caller, input }: MemberCall & { input: WorkspaceSsoProviderInput },
): Promise<WorkspaceSsoProviderAnswer> {
  authorizeInWorkspace(caller.member, 'manageSignInRules', OWNERS_SET_SSO);
  const before = await findWorkspaceSso(deps.db, caller.workspaceId);
  const secret = input.client_secret;
  if (!before && secret === undefined) {
    throw HttpError.validation([
      { loc: ['body', 'client_secret'], msg: 'Enter the client secret' },
    ]);
  }
  await checkWorkspaceIssuer(input.issuer, { allowPrivate: deps.config.ssoPrivateIssuers });
  const domain = input.domain.toLowerCase();
  const sameDomain = before !== null && before.domain === domain;
  await saveWorkspaceSso(deps.db, caller.workspaceId, {
    preset: input.preset,
    issuer: input.issuer,
    clientId: input.client_id,
    clientSecretSealed:
      secret === undefined && before
        ? before.clientSecretSealed
        : sealSecret(deps.secretsKey, secret ?? ''),
    domain,
    domainToken: sameDomain ? before.domainToken : newToken(),
    domainVerifiedAt: sameDomain ? before.domainVerifiedAt : null,
  });
  return readWorkspaceSso(deps, { caller });
}

/** DELETE /workspaces/c/sso-provider */
export async function removeWorkspaceSso(
  deps: WorkspaceSsoDeps,
  { caller }: MemberCall,
): Promise<WorkspaceSsoProviderAnswer> {
  authorizeInWorkspace(caller.member, 'manageSignInRules', OWNERS_SET_SSO);
  await deleteWorkspaceSso(deps.db, caller.workspaceId);
  return { provider: null };
}

/** Why a discovery failed, in a few words: the network's code, the library's message. */
function shortReason(error: unknown): string {
  for (let link = error, depth = 0; link instanceof Error && depth < 5; depth++) {
    if (link.name === 'TimeoutError' || link.name === 'AbortError') {
      return 'no answer within 10 seconds';
    }
    const code = 'code' in link && typeof link.code === 'string' ? link.code : '';
    if (/^E[A-Z_]+$/.test(code)) return code;
    if (link.cause instanceof Response) {
      return `${link.cause.url || 'its discovery'} answered HTTP ${link.cause.status}`;
    }
    if (!(link.cause instanceof Error)) return link.message;
    link = link.cause;
  }
  return 'unknown error';
}

/** POST /workspaces/c/sso-provider/test: the provider's discovery, now, with these values. */
export async function testWorkspaceSso(
  deps: WorkspaceSsoDeps,
  { caller, input }: MemberCall & { input: WorkspaceSsoConnectionInput },
): Promise<WorkspaceSsoTestResult> {
  authorizeInWorkspace(caller.member, 'manageSignInRules', OWNERS_SET_SSO);
  const allowPrivate = deps.config.ssoPrivateIssuers;
  await checkWorkspaceIssuer(input.issuer, { allowPrivate });
  await deps.rateLimiter.consume(deps.rateLimits.ssoChecksPerWorkspace, String(caller.workspaceId));
  const configuration = await discover({
    id: 'test',
    label: 'test',
    issuer: input.issuer,
    clientId: input.client_id,
    // Discovery sends no secret; the flow's would come from the saved provider.
    clientSecret: input.client_secret ?? 'unused',
  }).catch((error: unknown) => {
    throw Object.assign(unreachableIssuer(input.issuer, shortReason(error)), { cause: error });
  });
  const metadata = configuration.serverMetadata();
  await checkProviderHosts(metadata, { allowPrivate });
  return {
    issuer: metadata.issuer,
    authorization_endpoint: metadata.authorization_endpoint ?? '',
  };
}

/** POST /workspaces/c/sso-provider/verify-domain: the domain's TXT record, looked up now. */
export async function verifyWorkspaceDomain(
  deps: WorkspaceSsoDeps,
  { caller }: MemberCall,
): Promise<WorkspaceSsoProviderAnswer> {
  authorizeInWorkspace(caller.member, 'manageSignInRules', OWNERS_SET_SSO);
  const row = await findWorkspaceSso(deps.db, caller.workspaceId);
  if (!row) throw HttpError.notFound('This workspace has no single sign-on provider yet.');
  if (row.domainVerifiedAt) return present(row, deps.config);
  await deps.rateLimiter.consume(deps.rateLimits.ssoChecksPerWorkspace, String(caller.workspaceId));
  const record = domainRecord(row.domain, row.domainToken);
  if (!(await hasTxtRecord(deps.config.dnsServers, record))) {
    throw HttpError.simple(
      422,
      `No TXT record ${record.value} found at ${record.name} yet. ` +
        'DNS changes can take a few minutes.',
    );
  }
  if (!(await markDomainVerified(deps.db, caller.workspaceId, row.domainToken))) {
    throw HttpError.simple(409, `${row.domain} is already verified by another workspace.`);
  }
  return readWorkspaceSso(deps, { caller });
}

/**
 * A workspace's provider people may sign in with (its domain verified): the settings of the
 * flow, the secret opened. 409 when the secret cannot be opened (the installation's key changed).
 */
export function signInSettingsOf(row: NamedWorkspaceSso, secretsKey: Buffer) {
  let clientSecret: string;
  try {
    clientSecret = openSecret(secretsKey, row.clientSecretSealed);
  } catch (error) {
    throw Object.assign(
      HttpError.simple(
        409,
        `${workspaceSsoLabel(row.workspaceName)} cannot be used: its client secret was saved ` +
          'with another key of this installation. An owner of the workspace must enter it again.',
      ),
      { cause: error },
    );
  }
  return {
    id: workspaceProviderId(row.workspaceId),
    label: workspaceSsoLabel(row.workspaceName),
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret,
  };
}
