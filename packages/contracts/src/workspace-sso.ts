import { z } from 'zod';
import { textField } from './fields';
import { JOIN_DOMAIN_INVALID, DOMAIN_NAME } from './sign-in-rules';

/** The kinds of provider an owner picks from; each fills what it can (docs/sso.md). */
export const WORKSPACE_SSO_PRESETS = ['google', 'microsoft', 'gitlab', 'generic'] as const;
export type WorkspaceSsoPreset = (typeof WORKSPACE_SSO_PRESETS)[number];

export const WORKSPACE_SSO_ISSUER_INVALID = 'Enter the issuer’s https:// address';

/** The provider's connection, as the owner types it (also what "Test connection" tries). */
export const workspaceSsoConnectionInput = z
  .object({
    preset: z.enum(WORKSPACE_SSO_PRESETS),
    issuer: textField().max(2000).pipe(z.url(WORKSPACE_SSO_ISSUER_INVALID)),
    client_id: textField().min(1, 'Enter the client ID').max(500),
    /** Left out to keep the stored secret. */
    client_secret: textField().min(1).max(2000).optional(),
  })
  .strict();
export type WorkspaceSsoConnectionInput = z.input<typeof workspaceSsoConnectionInput>;

/** PUT /workspaces/c/sso-provider: the connection and the company's e-mail domain. */
export const workspaceSsoProviderInput = workspaceSsoConnectionInput
  .extend({
    domain: textField()
      .toLowerCase()
      .max(253, JOIN_DOMAIN_INVALID)
      .regex(DOMAIN_NAME, JOIN_DOMAIN_INVALID),
  })
  .strict();
export type WorkspaceSsoProviderInput = z.input<typeof workspaceSsoProviderInput>;

/** The DNS record that proves the workspace holds its domain: a TXT record at `name`. */
const dnsRecord = z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() });

/** The workspace's own provider (the secret never leaves the server). */
export const workspaceSsoProvider = z.object({
  /** Its id in the sign-in paths (`workspace-<workspace id>`) and its button's label. */
  id: z.string(),
  label: z.string(),
  preset: z.enum(WORKSPACE_SSO_PRESETS),
  issuer: z.string(),
  client_id: z.string(),
  domain: z.string(),
  /** Members sign in through it only once the domain is verified. */
  domain_verified: z.boolean(),
  dns_record: dnsRecord,
  /** The address to register at the provider as the redirect URI. */
  redirect_uri: z.string(),
});
export type WorkspaceSsoProvider = z.infer<typeof workspaceSsoProvider>;

/** GET /workspaces/c/sso-provider: the provider, or null while the workspace has none. */
export const workspaceSsoProviderAnswer = z.object({ provider: workspaceSsoProvider.nullable() });
export type WorkspaceSsoProviderAnswer = z.infer<typeof workspaceSsoProviderAnswer>;

/** POST /workspaces/c/sso-provider/test: the provider answered its discovery. */
export const workspaceSsoTestResult = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
});
export type WorkspaceSsoTestResult = z.infer<typeof workspaceSsoTestResult>;

/** The label of a workspace's own provider: its button, and what the sign-in rules name. */
export function workspaceSsoLabel(workspaceName: string): string {
  return `${workspaceName} single sign-on`;
}
