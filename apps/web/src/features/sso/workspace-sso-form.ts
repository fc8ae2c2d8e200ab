import {
  WORKSPACE_SSO_ISSUER_INVALID,
  WORKSPACE_SSO_PRESETS,
  workspaceSsoConnectionInput,
  workspaceSsoProviderInput,
  type WorkspaceSsoConnectionInput,
  type WorkspaceSsoPreset,
  type WorkspaceSsoProvider,
  type WorkspaceSsoProviderInput,
} from '@hangar/contracts/workspace-sso';
import { z } from 'zod';

export const SECRET_MISSING = 'Enter the client secret';

/** The Provider select: each preset's name, and the issuer it fills in when there is one. */
export const PRESET_CHOICES: ReadonlyArray<{
  value: WorkspaceSsoPreset;
  label: string;
  issuer?: string;
}> = [
  { value: 'google', label: 'Google', issuer: 'https://accounts.google.com' },
  { value: 'microsoft', label: 'Microsoft' },
  { value: 'gitlab', label: 'GitLab', issuer: 'https://gitlab.com' },
  { value: 'generic', label: 'Other OpenID Connect provider' },
];

export function presetIssuer(preset: WorkspaceSsoPreset): string | undefined {
  return PRESET_CHOICES.find((choice) => choice.value === preset)?.issuer;
}

/** Microsoft's issuer is its tenant's: the field takes the issuer, or the tenant's id or domain. */
function issuerOf(preset: WorkspaceSsoPreset, typed: string): string {
  if (preset !== 'microsoft' || typed.includes('://')) return typed;
  return `https://login.microsoftonline.com/${typed}/v2.0`;
}

/** The connection as the contract takes it: the issuer, and the secret only when typed. */
function connectionOf<Values extends { preset: WorkspaceSsoPreset; issuer: string }>({
  client_secret: secret,
  ...values
}: Values & { client_secret: string | undefined }) {
  const issuer = issuerOf(values.preset, values.issuer);
  return secret === undefined
    ? { ...values, issuer }
    : { ...values, issuer, client_secret: secret };
}

/** The form's values: strings all, as typed. */
export interface WorkspaceSsoFormValues {
  preset: WorkspaceSsoPreset;
  issuer: string;
  client_id: string;
  client_secret: string;
  domain: string;
}

export function formValues(provider: WorkspaceSsoProvider | null): WorkspaceSsoFormValues {
  return {
    preset: provider?.preset ?? 'generic',
    issuer: provider?.issuer ?? '',
    client_id: provider?.client_id ?? '',
    client_secret: '',
    domain: provider?.domain ?? '',
  };
}

/**
 * The typed values to the contract's: an empty secret keeps the saved one (required when none is
 * saved yet), a Microsoft tenant becomes its issuer.
 */
function typedFields(secretSaved: boolean) {
  return z.object({
    preset: z.enum(WORKSPACE_SSO_PRESETS),
    issuer: z.string().trim().min(1, WORKSPACE_SSO_ISSUER_INVALID),
    client_id: workspaceSsoConnectionInput.shape.client_id,
    client_secret: z
      .string()
      .trim()
      .refine((secret) => secretSaved || secret !== '', SECRET_MISSING)
      .transform((secret) => (secret === '' ? undefined : secret)),
  });
}

/** What Save sends (PUT /workspaces/c/sso-provider). */
export function providerForm(secretSaved: boolean) {
  return typedFields(secretSaved)
    .extend({ domain: workspaceSsoProviderInput.shape.domain })
    .transform((values): WorkspaceSsoProviderInput => connectionOf(values))
    .pipe(workspaceSsoProviderInput);
}

/** What "Test connection" tries: the connection alone, the secret optional. */
export const connectionForm = typedFields(true)
  .transform((values): WorkspaceSsoConnectionInput => connectionOf(values))
  .pipe(workspaceSsoConnectionInput);
