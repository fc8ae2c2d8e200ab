import {
  PASSKEY_REFUSED,
  type Passkey,
  type PasskeyRegistrationOptions,
  type passkeyRegistrationInput,
} from '@hangar/contracts/passkeys';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { passkeyCredentials } from '../../db/schema';
import type { Actor } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { assertOwnPassword } from '../account/account-password.service';
import type { TwoFactorDeps } from './two-factor.deps';
import { findUserById } from '../account/account.service';
import {
  deletePasskey,
  insertPasskey,
  insertWebauthnChallenge,
  listPasskeys,
  spendWebauthnChallenge,
} from './two-factor-passkeys.repository';
import {
  WEBAUTHN_TTL_MS,
  newUserHandle,
  registrationOptions,
  signedChallengeOf,
  verifiedRegistration,
} from './two-factor-passkeys-webauthn';

const ALREADY_REGISTERED = 'This passkey is already registered.';
const NO_SUCH_PASSKEY = 'No such passkey';

type PasskeyDeps = Pick<TwoFactorDeps, 'db' | 'config'>;

function presentPasskey(row: typeof passkeyCredentials.$inferSelect): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listAccountPasskeys(db: Database, actor: Actor) {
  return { passkeys: (await listPasskeys(db, actor.userId)).map(presentPasskey) };
}

/**
 * The options of the browser's prompt to add a passkey: the account's opaque handle (the one of
 * its passkeys, or a new one), its passkeys excluded (an authenticator holds one per account).
 */
export async function passkeyRegistrationOptions(
  deps: PasskeyDeps,
  actor: Actor,
): Promise<PasskeyRegistrationOptions> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw HttpError.simple(401, 'Not authenticated');
  const existing = await listPasskeys(deps.db, actor.userId);
  const userHandle = existing[0]?.userHandle ?? newUserHandle();
  const options = await registrationOptions(deps.config, {
    userHandle,
    email: user.email,
    displayName: user.fullname || user.email,
    existing,
  });
  await insertWebauthnChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'register',
    userId: actor.userId,
    userHandle,
    expiresAt: new Date(Date.now() + WEBAUTHN_TTL_MS),
  });
  return options;
}

/** Keeps the passkey the browser made, once its answer verifies against a challenge of ours. */
export async function registerPasskey(
  deps: PasskeyDeps,
  { actor, input }: { actor: Actor; input: z.output<typeof passkeyRegistrationInput> },
): Promise<Passkey> {
  const signed = signedChallengeOf(input.response.response.clientDataJSON);
  const challenge = signed && (await spendWebauthnChallenge(deps.db, signed, 'register'));
  if (!challenge || challenge.userId !== actor.userId || !challenge.userHandle) {
    throw HttpError.simple(401, PASSKEY_REFUSED);
  }
  const verified = await verifiedRegistration(deps.config, input.response, challenge.challenge);
  if (!verified) throw HttpError.simple(401, PASSKEY_REFUSED);
  const row = await insertPasskey(deps.db, {
    ...verified,
    userId: actor.userId,
    userHandle: challenge.userHandle,
    name: input.name,
  });
  if (!row) throw HttpError.simple(409, ALREADY_REGISTERED);
  return presentPasskey(row);
}

/** Removes a passkey of the account for its password, as turning the authenticator app off. */
export async function removePasskey(
  deps: TwoFactorDeps,
  { actor, passkeyId, password }: { actor: Actor; passkeyId: number; password: string },
): Promise<void> {
  await assertOwnPassword(deps, { userId: actor.userId, password, field: 'password' });
  if (!(await deletePasskey(deps.db, actor.userId, passkeyId))) {
    throw HttpError.notFound(NO_SUCH_PASSKEY);
  }
}
