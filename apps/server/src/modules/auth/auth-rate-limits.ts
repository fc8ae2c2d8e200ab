import { API_TOKEN_CALLS_PER_MINUTE } from '@hangar/domain';
import type { RateLimitPolicy } from '../../http/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits on what can be guessed or abused (ASVS V2.2): failed sign-ins per account (wrong
 * current passwords on the account's own pages count too), attempts per IP, e-mails sent per
 * address, per IP, and per user asking for an e-mail change, and reads through share links per
 * IP (HTTP calls and live connections alike: generous for readers, tight for scrapers and token
 * guessers), calls per personal API token, and Markdown imports per person (each reads an
 * upload of up to 20 MB: a person sending them back to back would take the server's time).
 */
export const RATE_LIMITS = {
  signinPerIp: { name: 'signin-ip', limit: 60, windowMs: 5 * MINUTE },
  signinFailuresPerAccount: { name: 'signin-failures', limit: 100, windowMs: HOUR },
  // Wrong two-factor codes (sign-in and setup): at most about 1,000 guesses a day of 10^6.
  twoFactorFailuresPerAccount: { name: 'two-factor-failures', limit: 10, windowMs: 15 * MINUTE },
  ssoFailuresPerIp: { name: 'sso-failures-ip', limit: 30, windowMs: 10 * MINUTE },
  // A workspace provider's "Test connection" and domain checks: calls out to hosts owners name.
  ssoChecksPerWorkspace: { name: 'sso-checks-workspace', limit: 30, windowMs: 10 * MINUTE },
  // Passkey prompts asked for (each keeps a challenge for 5 minutes); the answers count as sign-ins.
  passkeyOptionsPerIp: { name: 'passkey-options-ip', limit: 60, windowMs: 5 * MINUTE },
  signupEmailPerAddress: { name: 'signup-address', limit: 5, windowMs: HOUR },
  signupEmailPerIp: { name: 'signup-ip', limit: 30, windowMs: HOUR },
  passwordLostPerAddress: { name: 'password-lost-address', limit: 5, windowMs: HOUR },
  passwordLostPerIp: { name: 'password-lost-ip', limit: 30, windowMs: HOUR },
  emailChangePerUser: { name: 'email-change-user', limit: 5, windowMs: HOUR },
  tokenLinksPerIp: { name: 'token-links-ip', limit: 60, windowMs: 10 * MINUTE },
  publicReadsPerIp: { name: 'public-ip', limit: 600, windowMs: 5 * MINUTE },
  apiTokenCalls: { name: 'api-token', limit: API_TOKEN_CALLS_PER_MINUTE, windowMs: MINUTE },
  importsPerUser: { name: 'imports-user', limit: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicies = typeof RATE_LIMITS;
