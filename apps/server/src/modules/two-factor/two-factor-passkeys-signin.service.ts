import {
  PASSKEY_CLONED,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_REFUSED,
  PASSKEY_UNKNOWN,
  type PasskeyAuthenticationOptions,
  type passkeyAuthenticationResponse,
} from '@hangar/contracts/passkeys';
import { TWO_FACTOR_SIGNIN_ENDED } from '@hangar/contracts/two-factor';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { hashToken } from '../../lib/tokens';
import type { SignInRulesGate } from '../auth/auth-sign-in-rules';
import { startSession, type AuthDeps } from '../auth/auth.service';
import type { SessionTokens } from '../auth/auth-session-tokens';
import {
  claimPasskeyCounter,
  findPasskeyByCredentialId,
  insertWebauthnChallenge,
  listPasskeys,
  spendWebauthnChallenge,
} from './two-factor-passkeys.repository';
import { findOpenTwoFactorChallenge } from './two-factor-challenges.repository';
import {
  WEBAUTHN_TTL_MS,
  authenticationOptions,
  signedChallengeOf,
  verifiedAuthentication,
} from './two-factor-passkeys-webauthn';

type AuthenticationResponse = z.output<typeof passkeyAuthenticationResponse>;
type Purpose = 'second_factor' | 'signin';

/**
 * Checks a browser's answer: a challenge of ours for this purpose (spent here; for a second step,
 * one issued for that sign-in), a passkey of its account, its signature, and a counter above the
 * last one (then stored). The passkey's account, or the detail of the refusal.
 */
async function checkAssertion(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  input: {
    response: AuthenticationResponse;
    purpose: Purpose;
    signIn?: { id: number; userId: number };
  },
): Promise<{ userId: number } | string> {
  const signed = signedChallengeOf(input.response.response.clientDataJSON);
  const challenge = signed && (await spendWebauthnChallenge(db, signed, input.purpose));
  if (!challenge) return PASSKEY_REFUSED;
  const { signIn } = input;
  if (signIn && challenge.twoFactorChallengeId !== signIn.id) return PASSKEY_REFUSED;
  const passkey = await findPasskeyByCredentialId(db, input.response.id);
  if (!passkey || (signIn && passkey.userId !== signIn.userId)) return PASSKEY_UNKNOWN;
  const verified = await verifiedAuthentication(config, {
    response: input.response,
    expectedChallenge: challenge.challenge,
    passkey,
  });
  if (!verified) return PASSKEY_REFUSED;
  if (input.purpose === 'signin' && !verified.userVerified) return PASSKEY_NOT_VERIFIED;
  if (!(await claimPasskeyCounter(db, { id: passkey.id, counter: verified.counter }))) {
    return PASSKEY_CLONED;
  }
  return { userId: passkey.userId };
}

/** Options for the browser to sign in with any passkey of this site it holds. */
export async function passkeySignInOptions(
  deps: AuthDeps,
  ip: string,
): Promise<PasskeyAuthenticationOptions> {
  await deps.rateLimiter.consume(deps.rateLimits.passkeyOptionsPerIp, ip);
  const options = await authenticationOptions(deps.config, []);
  await insertWebauthnChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'signin',
    expiresAt: new Date(Date.now() + WEBAUTHN_TTL_MS),
  });
  return options;
}

/**
 * A sign-in with a passkey alone: it must have checked the user (PIN, biometrics), so it stands
 * for two factors and no second step follows. Starts the session as POST /auth/signin does.
 */
export async function signInWithPasskey(
  deps: AuthDeps & { signInRules?: SignInRulesGate },
  input: { response: AuthenticationResponse; ip: string; userAgent: string | null },
): Promise<SessionTokens> {
  const { db, config, rateLimiter, rateLimits } = deps;
  await rateLimiter.consume(rateLimits.signinPerIp, input.ip);
  const checked = await db.transaction((tx) =>
    checkAssertion(tx, config, { response: input.response, purpose: 'signin' }),
  );
  if (typeof checked === 'string') throw HttpError.simple(401, checked);
  // A workspace that requires single sign-on refuses a passkey as it refuses a password.
  const refusal = await deps.signInRules?.(checked.userId, { secondFactor: true });
  if (refusal) throw HttpError.simple(409, refusal);
  return startSession(db, config, {
    userId: checked.userId,
    userAgent: input.userAgent,
    ip: input.ip,
  });
}

/**
 * Options for a passkey to answer the challenge of POST /auth/signin: the account's passkeys
 * only, bound to that challenge.
 */
export async function passkeySecondFactorOptions(
  deps: AuthDeps,
  input: { challenge: string; ip: string },
): Promise<PasskeyAuthenticationOptions> {
  await deps.rateLimiter.consume(deps.rateLimits.passkeyOptionsPerIp, input.ip);
  const challenge = await findOpenTwoFactorChallenge(deps.db, hashToken(input.challenge));
  if (!challenge) throw HttpError.simple(401, TWO_FACTOR_SIGNIN_ENDED);
  const passkeys = await listPasskeys(deps.db, challenge.userId);
  if (passkeys.length === 0) throw HttpError.simple(401, PASSKEY_UNKNOWN);
  const options = await authenticationOptions(deps.config, passkeys);
  await insertWebauthnChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'second_factor',
    twoFactorChallengeId: challenge.id,
    expiresAt: new Date(Date.now() + WEBAUTHN_TTL_MS),
  });
  return options;
}

/**
 * A passkey answering the sign-in's second step (inside its transaction): the detail of the
 * refusal, or null when it is a passkey of the account that signed options of this challenge.
 */
export async function passkeyAnswerRefusal(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  input: { challenge: { id: number; userId: number }; response: AuthenticationResponse },
): Promise<string | null> {
  const checked = await checkAssertion(db, config, {
    response: input.response,
    purpose: 'second_factor',
    signIn: input.challenge,
  });
  return typeof checked === 'string' ? checked : null;
}
