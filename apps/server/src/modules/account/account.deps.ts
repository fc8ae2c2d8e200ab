import type { SignupProfileInput } from '@hangar/contracts';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { AuthDeps } from '../auth/auth.service';

/**
 * Runs inside the transaction that completes an account (accepting the invitation the person
 * signed up through, say); what it returns runs after the commit (publishing events).
 */
type SignupHook = (
  tx: Database,
  userId: number,
  input: SignupProfileInput,
) => Promise<(() => Promise<unknown>) | void>;

/**
 * Told after a user's name, avatar or e-mail changed, with the client id of the call, so those
 * who show that user can reload.
 */
type ProfileChangeHook = (userId: number, source: string | null) => Promise<unknown>;

export interface AccountDeps extends AuthDeps {
  mailer: Mailer;
  signupHooks: SignupHook[];
  profileChangeHooks: ProfileChangeHook[];
}

/**
 * Runs inside the transaction that deletes an account: a feature that must keep the account
 * (the only owner of a workspace with other members) throws the reason; one that removes what
 * the account leaves behind returns what to run after the commit (publishing events).
 */
export type AccountDeletionHook = (
  tx: Database,
  userId: number,
) => Promise<(() => Promise<unknown>) | void>;

/**
 * Runs before that transaction, for what cannot run inside it (a call to a payment provider,
 * whose answer is stored on other connections): throwing keeps the account, and nothing is
 * deleted.
 */
export type BeforeAccountDeletionHook = (userId: number) => Promise<void>;

export interface AccountRoutesDeps extends AccountDeps {
  accountDeletionHooks: AccountDeletionHook[];
  beforeAccountDeletionHooks: BeforeAccountDeletionHook[];
}
