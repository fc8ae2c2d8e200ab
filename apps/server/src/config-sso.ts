import { isIP } from 'node:net';
import { z } from 'zod';
import { optionalText } from './config-fields';

/** The installation's OpenID Connect provider (docs/sso.md); off while OIDC_CLIENT_ID is unset. */
export const SSO_ENV = {
  OIDC_PRESET: z
    .union([z.literal(''), z.enum(['google', 'microsoft', 'gitlab', 'generic'])])
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  OIDC_ISSUER: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_BUTTON_LABEL: optionalText.pipe(z.string().max(60).optional()),
  /** `allow`: workspace providers may be on private addresses (a Keycloak on the LAN). */
  SSO_PRIVATE_ISSUERS: z
    .enum(['allow', 'refuse', ''])
    .optional()
    .transform((value) => value === 'allow'),
  /** The DNS servers domain checks ask (`host:port`, comma-separated); the system's when empty. */
  DNS_SERVERS: optionalText.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((server) => server.trim()))
      .refine(
        (servers) => servers.every(isDnsServer),
        'IP addresses with their port, comma-separated, e.g. 1.1.1.1:53,[2606:4700::1111]:53',
      )
      .optional(),
  ),
};

/** `1.1.1.1:53` or `[::1]:5353`: node's resolver takes addresses only, not names. */
function isDnsServer(server: string): boolean {
  const found = /^(?:\[([0-9a-fA-F:.]+)\]|([0-9.]+)):(\d{1,5})$/.exec(server);
  if (!found) return false;
  const host = found[1] ?? found[2] ?? '';
  return isIP(host) !== 0 && Number(found[3]) <= 65_535;
}

type SsoEnv = z.output<z.ZodObject<typeof SSO_ENV>>;

/** A provider people sign in with: `id` names it in the start path, `label` on its button. */
export interface SsoProviderSettings {
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const PRESETS = {
  google: { issuer: 'https://accounts.google.com', label: 'Sign in with Google' },
  microsoft: { issuer: null, label: 'Sign in with Microsoft' },
  gitlab: { issuer: 'https://gitlab.com', label: 'Sign in with GitLab' },
  generic: { issuer: null, label: 'Sign in with single sign-on' },
} as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An issuer over plain HTTP is taken on this machine only (a provider run for tests or dev). */
export function isLoopbackIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** Microsoft's issuer is its tenant's: OIDC_ISSUER holds it, or the tenant's id or domain. */
function microsoftIssuer(value: string): string {
  return value.includes('://') ? value : `https://login.microsoftonline.com/${value}/v2.0`;
}

/** The preset's issuer, or OIDC_ISSUER's; a string is the problem with it. */
function issuerOf(
  preset: keyof typeof PRESETS,
  issuer: string | undefined,
): { issuer: string } | string {
  if (preset === 'microsoft' && issuer) return { issuer: microsoftIssuer(issuer) };
  const found = issuer ?? PRESETS[preset].issuer;
  if (!found) return `OIDC_ISSUER: the ${preset} preset needs the issuer`;
  if (!z.url().safeParse(found).success) {
    return 'OIDC_ISSUER: a URL, e.g. https://sso.example.com/realms/acme';
  }
  if (!found.startsWith('https:') && !isLoopbackIssuer(found)) {
    return 'OIDC_ISSUER: an https:// URL (plain http only on localhost)';
  }
  return { issuer: found };
}

/** What single sign-on has: its providers, or what is wrong with the OIDC_* settings. */
export type SsoSettings = { providers: SsoProviderSettings[] } | { problem: string };

/** The providers of the environment's OIDC_* settings: none, or the one they describe. */
export function ssoSettingsFromEnv(env: SsoEnv): SsoSettings {
  const { OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!clientId) {
    if (env.OIDC_ISSUER || clientSecret || env.OIDC_PRESET) {
      return { problem: 'OIDC_CLIENT_ID: single sign-on is set up without its client id' };
    }
    return { providers: [] };
  }
  if (!clientSecret) return { problem: 'OIDC_CLIENT_SECRET: the client id comes with its secret' };
  const preset = env.OIDC_PRESET ?? 'generic';
  const issuer = issuerOf(preset, env.OIDC_ISSUER);
  if (typeof issuer === 'string') return { problem: issuer };
  const label = env.OIDC_BUTTON_LABEL ?? PRESETS[preset].label;
  return { providers: [{ id: preset, label, ...issuer, clientId, clientSecret }] };
}
