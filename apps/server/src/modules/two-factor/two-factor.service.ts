import type { TwoFactorStatus } from '@hangar/contracts/two-factor';
import type { Database } from '../../db/client';
import type { Actor } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { assertOwnPassword } from '../account/account-password.service';
import type { TwoFactorDeps } from './two-factor.deps';
import { findUserById } from '../account/account.service';
import { newRecoveryCodes, recoveryCodeHash } from './two-factor-recovery-codes';
import { countPasskeys } from './two-factor-passkeys.repository';
import { acceptedTotpStep, newTotpSecret, openTotpSecret, sealTotpSecret } from './two-factor-totp';
import {
  claimTotpStep,
  countRecoveryCodesLeft,
  deleteTwoFactor,
  findTotpCredential,
  replaceRecoveryCodes,
  saveTotpSetup,
  sealClearTotpSecrets,
} from './two-factor.repository';

const ALREADY_ON = 'Two-factor authentication is already on';
const NOTHING_SET_UP = 'Set up two-factor authentication first';
const TURNED_OFF = 'Two-factor authentication is off';
const WRONG_SETUP_CODE = 'Invalid code. Check the time on your device, then try the new code.';

export async function twoFactorStatus(
  deps: Pick<TwoFactorDeps, 'db'>,
  actor: Actor,
): Promise<TwoFactorStatus> {
  const credential = await findTotpCredential(deps.db, actor.userId);
  const on = credential?.enabledAt != null;
  return {
    totp: on,
    recovery_codes_left: on ? await countRecoveryCodesLeft(deps.db, actor.userId) : 0,
  };
}

/** Whether signing in asks this person for a second factor: the authenticator app or a passkey. */
export async function hasSecondFactor(db: Database, userId: number): Promise<boolean> {
  const credential = await findTotpCredential(db, userId);
  return credential?.enabledAt != null || (await countPasskeys(db, userId)) > 0;
}

/** A new secret for the authenticator app; sign-in asks for codes once one confirms it. */
export async function setUpTotp(deps: Pick<TwoFactorDeps, 'db' | 'secretsKey'>, actor: Actor) {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw HttpError.simple(401, 'Not authenticated');
  const credential = await findTotpCredential(deps.db, actor.userId);
  if (credential?.enabledAt) throw HttpError.simple(409, ALREADY_ON);
  const setup = await newTotpSecret(user.email);
  await saveTotpSetup(deps.db, actor.userId, sealTotpSecret(deps.secretsKey, setup.secret));
  return setup;
}

/** Fresh recovery codes replace the account's: the codes in clear, shown once. */
async function renewCodes(deps: Pick<TwoFactorDeps, 'db'>, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = codes.map((code) => recoveryCodeHash(userId, code));
  await replaceRecoveryCodes(deps.db, userId, hashes);
  return codes;
}

/**
 * Turns two-factor on with a code of the app just set up; answers the recovery codes. Wrong
 * codes count against the account like those of a sign-in.
 */
export async function confirmTotp(
  deps: TwoFactorDeps,
  { actor, code }: { actor: Actor; code: string },
): Promise<{ recovery_codes: string[] }> {
  const { rateLimiter, rateLimits } = deps;
  const account = String(actor.userId);
  const credential = await findTotpCredential(deps.db, actor.userId);
  if (!credential) throw HttpError.simple(409, NOTHING_SET_UP);
  if (credential.enabledAt) throw HttpError.simple(409, ALREADY_ON);
  await rateLimiter.check(rateLimits.twoFactorFailuresPerAccount, account);
  const step = acceptedTotpStep(openTotpSecret(deps.secretsKey, credential.secret), code);
  if (step === null) {
    await rateLimiter.record(rateLimits.twoFactorFailuresPerAccount, account);
    throw HttpError.validation([{ loc: ['body', 'code'], msg: WRONG_SETUP_CODE }]);
  }
  const codes = await deps.db.transaction(async (tx) => {
    if (!(await claimTotpStep(tx, { userId: actor.userId, step, enable: true }))) {
      throw HttpError.simple(409, ALREADY_ON);
    }
    return renewCodes({ db: tx }, actor.userId);
  });
  return { recovery_codes: codes };
}

/** Ten new recovery codes for the account's password; the old ones stop working. */
export async function renewRecoveryCodes(
  deps: TwoFactorDeps,
  { actor, password }: { actor: Actor; password: string },
): Promise<{ recovery_codes: string[] }> {
  await assertOwnPassword(deps, { userId: actor.userId, password, field: 'password' });
  const credential = await findTotpCredential(deps.db, actor.userId);
  if (!credential?.enabledAt) throw HttpError.simple(409, TURNED_OFF);
  const codes = await deps.db.transaction((tx) => renewCodes({ db: tx }, actor.userId));
  return { recovery_codes: codes };
}

/** Turns two-factor off for the account's password: sign-in asks for the password alone. */
export async function turnOffTwoFactor(
  deps: TwoFactorDeps,
  { actor, password }: { actor: Actor; password: string },
): Promise<TwoFactorStatus> {
  await assertOwnPassword(deps, { userId: actor.userId, password, field: 'password' });
  await deps.db.transaction((tx) => deleteTwoFactor(tx, actor.userId));
  return { totp: false, recovery_codes_left: 0 };
}

/** At start: the apps' secrets set up before secrets were sealed get sealed now. */
export async function sealTotpSecretsInClear(
  deps: Pick<TwoFactorDeps, 'db' | 'secretsKey'>,
): Promise<number> {
  return sealClearTotpSecrets(deps.db, (secret) => sealTotpSecret(deps.secretsKey, secret));
}
