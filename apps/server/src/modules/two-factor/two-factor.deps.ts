import type { JobQueue } from '../../jobs/job-queue';
import type { AccountDeps } from '../account/account.deps';
import type { SignInRulesGate } from '../auth/auth-sign-in-rules';

/** What two-factor (codes, recovery codes, passkeys) takes: the account's, and the job queue. */
export interface TwoFactorDeps extends AccountDeps {
  jobs: Pick<JobQueue, 'send'>;
  /** What the authenticator apps' secrets are sealed with (lib/sealed-secrets.ts). */
  secretsKey: Buffer;
  /** The workspaces' sign-in rules, asked before a passkey alone signs someone in. */
  signInRules?: SignInRulesGate;
}
