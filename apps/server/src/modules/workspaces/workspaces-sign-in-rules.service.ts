import {
  ssoRequiredDetail,
  twoFactorRequiredDetail,
  type SignInRules,
  type SignInRulesInput,
} from '@hangar/contracts/sign-in-rules';
import type { ValidationIssue } from '@hangar/contracts';
import { workspaceAbilities } from '@hangar/domain';
import { addressDomain, passwordSignInRefusal } from '@hangar/domain/sign-in-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { findUserById } from '../account/account.service';
import type { SignInRulesGate } from '../auth/auth-sign-in-rules';
import { authorize } from '../shared/authorize';
import { hasSecondFactor } from '../two-factor/two-factor.service';
import type { MemberCall } from './workspaces.access';
import { publishMembershipChanged } from './workspaces.events';
import type { WorkspacesDeps } from './workspaces.deps';
import { findMember, insertMember } from './workspaces.repository';
import {
  claimDomainJoin,
  findSignInRules,
  rulesOfMemberships,
  saveSignInRules,
  workspacesJoinedByDomain,
  type SignInRulesRow,
} from './workspaces-sign-in-rules.repository';

/** The installation's single sign-on provider's label, or null while it has none. */
const ssoProviderLabel = (config: Config) => config.sso.providers[0]?.label ?? null;

function presentRules(row: SignInRulesRow | null, config: Config): SignInRules {
  return {
    require_two_factor: row?.requireTwoFactor ?? false,
    require_sso: row?.requireSso ?? false,
    join_domain: row?.joinDomain ?? null,
    sso_provider: ssoProviderLabel(config),
  };
}

function authorizeRules(caller: MemberCall['caller']): void {
  authorize(workspaceAbilities, { role: caller.member.role }, 'manageSignInRules', {
    right: 'Only owners can change how the members sign in',
  });
}

/** GET /workspaces/c/sign-in-rules */
export async function readSignInRules(
  deps: WorkspacesDeps,
  { caller }: MemberCall,
): Promise<SignInRules> {
  authorizeRules(caller);
  return presentRules(await findSignInRules(deps.db, caller.workspaceId), deps.config);
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
    const msg = 'Single sign-on is not set up on this installation';
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
  authorizeRules(caller);
  const before = presentRules(await findSignInRules(deps.db, caller.workspaceId), deps.config);
  const issues = await ruleProblems(deps, { caller }, before, input);
  if (issues.length > 0) throw HttpError.validation(issues);
  await saveSignInRules(deps.db, caller.workspaceId, {
    requireTwoFactor: input.require_two_factor,
    requireSso: input.require_sso,
    joinDomain: input.join_domain ?? null,
  });
  return readSignInRules(deps, { caller });
}

/** POST /auth/signin's `signInRules`: a password sign-in the person's workspaces refuse. */
export function signInRulesGate(deps: { db: Database; config: Config }): SignInRulesGate {
  return async (userId, signIn) => {
    const provider = ssoProviderLabel(deps.config);
    const rules = await rulesOfMemberships(deps.db, userId);
    const refusal = passwordSignInRefusal(rules, { ...signIn, ssoAvailable: provider !== null });
    if (!refusal) return null;
    return refusal.reason === 'sso_required' && provider
      ? ssoRequiredDetail(refusal.workspaceName, provider)
      : twoFactorRequiredDetail(refusal.workspaceName, provider);
  };
}

/**
 * Joins someone signing in by single sign-on to the workspaces of their verified address's
 * domain, as a member, once (in the sign-in's transaction); the live events go once it commits.
 */
export function joinByDomain(deps: Pick<WorkspacesDeps, 'bus'>) {
  return async (tx: Database, person: { userId: number; email: string }) => {
    const joined: number[] = [];
    for (const workspaceId of await workspacesJoinedByDomain(tx, addressDomain(person.email))) {
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
