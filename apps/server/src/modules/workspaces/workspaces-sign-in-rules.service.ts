import {
  ssoRequiredDetail,
  twoFactorRequiredDetail,
  type SignInRules,
  type SignInRulesInput,
} from '@hangar/contracts/sign-in-rules';
import { workspaceSsoLabel } from '@hangar/contracts/workspace-sso';
import type { ValidationIssue } from '@hangar/contracts';
import { addressDomain, passwordSignInRefusal } from '@hangar/domain/sign-in-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { findUserById } from '../account/account.service';
import type { SignInRulesGate } from '../auth/auth-sign-in-rules';
import { authorizeInWorkspace } from '../shared/authorize';
import { hasSecondFactor } from '../two-factor/two-factor.service';
import type { MemberCall } from './workspaces.access';
import { publishMembershipChanged } from './workspaces.events';
import type { WorkspacesDeps } from './workspaces.deps';
import { findMember, insertMember } from './workspaces.repository';
import {
  claimDomainJoin,
  findSignInRules,
  ownSsoWorkspaceName,
  rulesOfMemberships,
  saveSignInRules,
  workspacesJoinedByDomain,
  type SignInRulesRow,
} from './workspaces-sign-in-rules.repository';

/** The installation's single sign-on provider's label, or null while it has none. */
const installationSsoLabel = (config: Config) => config.sso.providers[0]?.label ?? null;

/**
 * The provider a workspace's members sign in with: its own once its domain is verified (by the
 * workspace's name, when it has one), else the installation's; null while there is none.
 */
const ssoProviderLabel = (config: Config, ownSsoName: string | null) =>
  ownSsoName === null ? installationSsoLabel(config) : workspaceSsoLabel(ownSsoName);

async function currentRules(deps: WorkspacesDeps, workspaceId: number): Promise<SignInRules> {
  const row = await findSignInRules(deps.db, workspaceId);
  const label = ssoProviderLabel(deps.config, await ownSsoWorkspaceName(deps.db, workspaceId));
  return presentRules(row, label);
}

function presentRules(row: SignInRulesRow | null, ssoProvider: string | null): SignInRules {
  return {
    require_two_factor: row?.requireTwoFactor ?? false,
    require_sso: row?.requireSso ?? false,
    join_domain: row?.joinDomain ?? null,
    sso_provider: ssoProvider,
  };
}

const OWNERS_SET_RULES = 'Only owners can change how the members sign in';

/** GET /workspaces/c/sign-in-rules */
export async function readSignInRules(
  deps: WorkspacesDeps,
  { caller }: MemberCall,
): Promise<SignInRules> {
  authorizeInWorkspace(caller.member, 'manageSignInRules', OWNERS_SET_RULES);
  return currentRules(deps, caller.workspaceId);
}

/**
 * What keeps a change from being made: single sign-on without a provider; two-factor turned on by
 * an owner who would be refused at their next sign-in; a domain other than the owner's own, which
 * would let anyone draw in the people of a company they do not belong to.
 */
async function ruleProblems(
  deps: WorkspacesDeps,
  { caller }: MemberCall,
  before: SignInRules,
  input: SignInRulesInput,
): Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  if (input.require_sso && !before.sso_provider) {
    const msg = 'Single sign-on is not set up for this workspace';
    issues.push({ loc: ['body', 'require_sso'], msg });
  }
  if (input.require_two_factor && !before.require_two_factor) {
    if (!(await hasSecondFactor(deps.db, caller.actor.userId))) {
      const msg = 'Turn on two-factor authentication for your own account first';
      issues.push({ loc: ['body', 'require_two_factor'], msg });
    }
  }
  const domain = input.join_domain ?? null;
  if (domain !== null && domain !== before.join_domain) {
    const user = await findUserById(deps.db, caller.actor.userId);
    const own = user ? addressDomain(user.email) : null;
    if (own !== domain) {
      const msg = `Use the domain of your own address${own ? ` (${own})` : ''}`;
      issues.push({ loc: ['body', 'join_domain'], msg });
    }
  }
  return issues;
}

/** PUT /workspaces/c/sign-in-rules */
export async function editSignInRules(
  deps: WorkspacesDeps,
  { caller, input }: MemberCall & { input: SignInRulesInput },
): Promise<SignInRules> {
  authorizeInWorkspace(caller.member, 'manageSignInRules', OWNERS_SET_RULES);
  const before = await currentRules(deps, caller.workspaceId);
  const issues = await ruleProblems(deps, { caller }, before, input);
  if (issues.length > 0) throw HttpError.validation(issues);
  await saveSignInRules(deps.db, caller.workspaceId, {
    requireTwoFactor: input.require_two_factor,
    requireSso: input.require_sso,
    joinDomain: input.join_domain ?? null,
  });
  return readSignInRules(deps, { caller });
}

/**
 * POST /auth/signin's `signInRules`: a password sign-in the person's workspaces refuse. Each
 * workspace names its provider: its own, else the installation's. Single sign-on required
 * by one workspace is told before two-factor required by another, as `passwordSignInRefusal`
 * orders them.
 */
export function signInRulesGate(deps: { db: Database; config: Config }): SignInRulesGate {
  return async (userId, signIn) => {
    const workspaces = (await rulesOfMemberships(deps.db, userId)).map((rules) => ({
      rules,
      provider: ssoProviderLabel(deps.config, rules.ownSso === null ? null : rules.workspaceName),
    }));
    for (const { rules, provider } of workspaces) {
      const ssoAvailable = provider !== null;
      const refusal = passwordSignInRefusal([rules], { secondFactor: true, ssoAvailable });
      if (refusal && provider) return ssoRequiredDetail(refusal.workspaceName, provider);
    }
    for (const { rules, provider } of workspaces) {
      const refusal = passwordSignInRefusal([rules], { ...signIn, ssoAvailable: false });
      if (refusal) return twoFactorRequiredDetail(refusal.workspaceName, provider);
    }
    return null;
  };
}

/**
 * Joins someone signing in by single sign-on to the workspaces of their verified address's
 * domain, as a member, once (in the sign-in's transaction); the live events go once it commits.
 * A workspace with its own provider is joined through that provider only.
 */
export function joinByDomain(deps: Pick<WorkspacesDeps, 'bus'>) {
  return async (
    tx: Database,
    person: { userId: number; email: string; viaWorkspace: number | null },
  ) => {
    const joined: number[] = [];
    const domain = addressDomain(person.email);
    for (const workspaceId of await workspacesJoinedByDomain(tx, domain, person.viaWorkspace)) {
      if (await findMember(tx, workspaceId, person.userId)) continue;
      if (!(await claimDomainJoin(tx, workspaceId, person.userId))) continue;
      const member = { workspaceId, userId: person.userId, pendingInvite: false };
      await insertMember(tx, { ...member, role: 'MEMBER' });
      joined.push(workspaceId);
    }
    return async () => {
      for (const workspaceId of joined) {
        const change = {
          workspaceId,
          userId: person.userId,
          action: 'joined',
          role: 'MEMBER',
        } as const;
        await publishMembershipChanged(deps.bus, change, null);
      }
    };
  };
}
