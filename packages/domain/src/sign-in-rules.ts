import type { WorkspaceRole } from './roles';

/** A workspace's sign-in rules as they bear on one of its members (docs/sso.md "Sign-in rules"). */
export interface MemberSignInRules {
  workspaceName: string;
  role: WorkspaceRole;
  requireSso: boolean;
  requireTwoFactor: boolean;
}

/** Why a right password does not sign someone in: the rule, and the workspace that set it. */
export interface PasswordSignInRefusal {
  reason: 'sso_required' | 'two_factor_required';
  workspaceName: string;
}

/**
 * Whether a password sign-in (followed by a second step when `secondFactor`) breaks a rule of one
 * of the person's workspaces: single sign-on, which owners are spared (their password is the
 * workspace's way back in when the provider fails), only while the installation has a provider;
 * then two-factor. Single sign-on itself satisfies both: the provider does its own second step.
 */
export function passwordSignInRefusal(
  workspaces: readonly MemberSignInRules[],
  signIn: { secondFactor: boolean; ssoAvailable: boolean },
): PasswordSignInRefusal | null {
  const ssoOnly = workspaces.find(
    (rules) => rules.requireSso && signIn.ssoAvailable && rules.role !== 'OWNER',
  );
  if (ssoOnly) return { reason: 'sso_required', workspaceName: ssoOnly.workspaceName };
  const twoFactor = signIn.secondFactor
    ? undefined
    : workspaces.find((rules) => rules.requireTwoFactor);
  if (twoFactor) return { reason: 'two_factor_required', workspaceName: twoFactor.workspaceName };
  return null;
}

/** The domain of an e-mail address, in lower case. */
export function addressDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
