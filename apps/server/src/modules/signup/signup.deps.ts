import type { AccountDeps } from '../account/account.deps';

/** Signing up creates an account: it needs what the account module needs. */
export type SignupDeps = AccountDeps;
