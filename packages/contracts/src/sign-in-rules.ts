import { z } from 'zod';
import { textField } from './fields';

/** The company domain's field: a domain only, no address nor scheme. */
export const JOIN_DOMAIN_INVALID = 'Enter a domain only, like example.com';
/** Labels of letters, digits and inner hyphens, then a top-level domain of letters. */
export const DOMAIN_NAME = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** GET and PUT /workspaces/c/sign-in-rules: how the workspace's members may sign in. */
export const signInRules = z.object({
  /** A password alone does not sign a member in: a code of their app or a passkey too. */
  require_two_factor: z.boolean(),
  /** Members other than owners sign in through the installation's single sign-on only. */
  require_sso: z.boolean(),
  /** Anyone signing in by single sign-on with a verified address of it joins as a member. */
  join_domain: z.string().nullable(),
  /** The installation's provider (its button's label), or null: `require_sso` needs one. */
  sso_provider: z.string().nullable(),
});
export type SignInRules = z.infer<typeof signInRules>;

/** PUT /workspaces/c/sign-in-rules: all three rules at once. */
export const signInRulesInput = z
  .object({
    require_two_factor: z.boolean(),
    require_sso: z.boolean(),
    join_domain: textField()
      .toLowerCase()
      .max(253, JOIN_DOMAIN_INVALID)
      .regex(DOMAIN_NAME, JOIN_DOMAIN_INVALID)
      .nullable(),
  })
  .strict();
export type SignInRulesInput = z.input<typeof signInRulesInput>;

/** The 409 of a member's password sign-in where the workspace requires single sign-on. */
export function ssoRequiredDetail(workspaceName: string, providerLabel: string): string {
  return `${workspaceName} requires single sign-on. Use “${providerLabel}” instead of your password.`;
}

/**
 * The 409 of a password sign-in without a second factor where the workspace requires two-factor
 * (docs/two-factor.md "A workspace that requires it").
 */
export function twoFactorRequiredDetail(workspaceName: string, providerLabel: string | null) {
  const sso = providerLabel ? ` or use “${providerLabel}”,` : '';
  return (
    `${workspaceName} requires two-factor authentication. Turn it on in Profile & security on a ` +
    `device where you are still signed in,${sso} or ask an owner of ${workspaceName}.`
  );
}
