import {
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_CODE_USED,
  TWO_FACTOR_SIGNIN_ENDED,
  type TwoFactorMethod,
  type twoFactorSigninInput,
} from '@hangar/contracts/two-factor';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { SecondFactorGate } from '../auth/auth-second-factor';
import { startSession, type AuthDeps } from '../auth/auth.service';
import type { SessionTokens } from '../auth/auth-session-tokens';
import { recoveryCodeHash } from './two-factor-recovery-codes';
import { acceptedTotpStep, openTotpSecret } from './two-factor-totp';
import {
  claimTotpStep,
  countRecoveryCodesLeft,
  findTotpCredential,
  spendRecoveryCode,
} from './two-factor.repository';
import {
  countChallengeFailure,
  findOpenChallengeForUpdate,
  insertChallenge,
  spendChallenge,
} from './two-factor-challenges.repository';
import { passkeyAnswerRefusal } from './two-factor-passkeys-signin.service';
import { countPasskeys } from './two-factor-passkeys.repository';

/** How long the second step of a sign-in may wait for its code. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes a challenge takes before it is void: the password must be given again. */
const MAX_FAILURES_PER_CHALLENGE = 5;

type SecondFactorAnswer = z.output<typeof twoFactorSigninInput>;
type CodeAnswer = Exclude<SecondFactorAnswer, { passkey: unknown }>;

/**
 * Gives POST /auth/signin its second step: an account with the authenticator app on, or a
 * passkey (docs/passkeys.md), gets a challenge (256 random bits, kept hashed) instead of a session.
 */
export function twoFactorGate(deps: { db: Database }): SecondFactorGate {
  return async (userId) => {
    const credential = await findTotpCredential(deps.db, userId);
    const passkeys = await countPasskeys(deps.db, userId);
    if (!credential?.enabledAt && passkeys === 0) return null;
    const challenge = newToken();
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await insertChallenge(deps.db, { userId, tokenHash: hashToken(challenge), expiresAt });
    const methods: TwoFactorMethod[] = credential?.enabledAt ? ['totp'] : [];
    if ((await countRecoveryCodesLeft(deps.db, userId)) > 0) methods.push('recovery_code');
    if (passkeys > 0) methods.push('passkey');
    return { two_factor: { challenge, methods, expires_at: expiresAt.toISOString() } };
  };
}

/** Checks the code or spends the recovery code: the detail of the refusal, or null when right. */
async function refusalOf(
  db: Database,
  secretsKey: Buffer,
  { userId, answer }: { userId: number; answer: CodeAnswer },
): Promise<string | null> {
  if ('recovery_code' in answer) {
    const spent = await spendRecoveryCode(
      db,
      userId,
      recoveryCodeHash(userId, answer.recovery_code),
    );
    return spent ? null : TWO_FACTOR_CODE_INVALID;
  }
  const credential = await findTotpCredential(db, userId);
  const step = credential?.enabledAt
    ? acceptedTotpStep(openTotpSecret(secretsKey, credential.secret), answer.code)
    : null;
  if (step === null) return TWO_FACTOR_CODE_INVALID;
  const fresh = await claimTotpStep(db, { userId, step, enable: false });
  return fresh ? null : TWO_FACTOR_CODE_USED;
}

type Outcome =
  | { kind: 'signed-in'; tokens: SessionTokens }
  | { kind: 'refused'; detail: string; account: string | null };

/**
 * The second step of a sign-in: the challenge and a code of the app (a step not used before, to
 * refuse replays) or an unused recovery code. Signs in as POST /auth/signin does. Wrong codes
 * count against the account and the challenge, which is void after MAX_FAILURES_PER_CHALLENGE.
 */
export async function signInWithSecondFactor(
  deps: AuthDeps & { secretsKey: Buffer },
  input: { answer: SecondFactorAnswer; ip: string; userAgent: string | null },
): Promise<SessionTokens> {
  const { db, config, rateLimiter, rateLimits } = deps;
  const failures = rateLimits.twoFactorFailuresPerAccount;
  await rateLimiter.consume(rateLimits.signinPerIp, input.ip);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const tokenHash = hashToken(input.answer.challenge);
    const challenge = await findOpenChallengeForUpdate(tx, tokenHash, MAX_FAILURES_PER_CHALLENGE);
    if (!challenge) return { kind: 'refused', detail: TWO_FACTOR_SIGNIN_ENDED, account: null };
    const { userId } = challenge;
    await rateLimiter.check(failures, String(userId));
    const { answer } = input;
    const refusal =
      'passkey' in answer
        ? await passkeyAnswerRefusal(tx, config, { challenge, response: answer.passkey })
        : await refusalOf(tx, deps.secretsKey, { userId, answer });
    if (refusal === null) {
      await spendChallenge(tx, challenge.id);
      const meta = { userId, userAgent: input.userAgent, ip: input.ip };
      return { kind: 'signed-in', tokens: await startSession(tx, config, meta) };
    }
    const challengeVoid =
      (await countChallengeFailure(tx, challenge.id)) >= MAX_FAILURES_PER_CHALLENGE;
    const detail = challengeVoid ? TWO_FACTOR_SIGNIN_ENDED : refusal;
    return { kind: 'refused', detail, account: String(userId) };
  });
  if (outcome.kind === 'refused') {
    if (outcome.account) await rateLimiter.record(failures, outcome.account);
    throw HttpError.simple(401, outcome.detail);
  }
  return outcome.tokens;
}
