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
