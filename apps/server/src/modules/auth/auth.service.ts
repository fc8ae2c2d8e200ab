import { SIGNIN_FAILED } from '@hangar/contracts';
import type { TwoFactorRequired } from '@hangar/contracts/two-factor';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { publishSessionsEnded } from '../../events/session-events';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { findUserByEmail } from './auth-users.repository';
import type { RateLimitPolicies } from './auth-rate-limits';
import type { SecondFactorGate } from './auth-second-factor';
import type { SignInRulesGate } from './auth-sign-in-rules';
import { issueTokens, startSession, type SessionTokens } from './auth-session-tokens';
import {
  findRefreshTokenForUpdate,
  markRefreshTokenUsed,
  revokeSession,
  touchSession,
} from './auth-sessions.repository';

export { findUserByEmail } from './auth-users.repository';
export { findActiveAccessToken, revokeUserSessions } from './auth-sessions.repository';
export {
  privateCookieOptions,
  sendSession,
  sendSignedIn,
  startSession,
} from './auth-session-tokens';

export interface AuthDeps {
  db: Database;
  config: Config;
  bus: EventBus;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitPolicies;
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Checks e-mail and password; every failure reads the same, whatever went wrong. An account with
 * a second factor gets the challenge to answer instead of a session.
 */
export async function signIn(
  deps: AuthDeps & { secondFactor?: SecondFactorGate; signInRules?: SignInRulesGate },
  input: { email: string; password: string; ip: string; userAgent: string | null },
): Promise<SessionTokens | TwoFactorRequired> {
  const { db, config, rateLimiter, rateLimits } = deps;
  await rateLimiter.consume(rateLimits.signinPerIp, input.ip);
  await rateLimiter.check(rateLimits.signinFailuresPerAccount, input.email);
  const user = await findUserByEmail(db, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !valid) {
    await rateLimiter.record(rateLimits.signinFailuresPerAccount, input.email);
    throw HttpError.simple(401, SIGNIN_FAILED);
  }
  const secondStep = await deps.secondFactor?.(user.id);
  const refusal = await deps.signInRules?.(user.id, { secondFactor: Boolean(secondStep) });
  if (refusal) throw HttpError.simple(409, refusal);
  if (secondStep) return secondStep;
  return startSession(db, config, { userId: user.id, userAgent: input.userAgent, ip: input.ip });
}

type RefreshOutcome =
  { kind: 'ok'; tokens: SessionTokens } | { kind: 'refused'; endedSessions: number[] };

/**
 * Rotates a refresh token: the old one is spent and a new pair is issued. A spent token
 * presented again means it was stolen or replayed: the whole session ends.
 */
export async function refreshSession(
  deps: Pick<AuthDeps, 'db' | 'config' | 'bus'>,
  refreshToken: string | null,
  ip: string,
): Promise<SessionTokens> {
  if (!refreshToken) throw HttpError.simple(401, SESSION_EXPIRED);
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const found = await findRefreshTokenForUpdate(tx, hashToken(refreshToken));
    if (!found || found.session.revokedAt) return { kind: 'refused', endedSessions: [] };
    const replayed = () => revokeSession(tx, found.session.id);
    if (found.token.usedAt) return { kind: 'refused', endedSessions: await replayed() };
    if (found.token.expiresAt.getTime() <= Date.now())
      return { kind: 'refused', endedSessions: [] };
    if (!(await markRefreshTokenUsed(tx, found.token.id))) {
      return { kind: 'refused', endedSessions: await replayed() };
    }
    await touchSession(tx, found.session.id, ip);
    return { kind: 'ok', tokens: await issueTokens(tx, deps.config, found.session) };
  });
  if (outcome.kind === 'refused') {
    await publishSessionsEnded(deps.bus, outcome.endedSessions);
    throw HttpError.simple(401, SESSION_EXPIRED);
  }
  return outcome.tokens;
}

/** Ends the session behind a refresh cookie or an access token, whichever the caller has. */
export async function signOut(
  deps: Pick<AuthDeps, 'db' | 'bus'>,
  caller: { refreshToken: string | null; sessionId: number | null },
): Promise<void> {
  const { db } = deps;
  const ended: number[] = [];
  if (caller.sessionId !== null) ended.push(...(await revokeSession(db, caller.sessionId)));
  if (caller.refreshToken) {
    const found = await findRefreshTokenForUpdate(db, hashToken(caller.refreshToken));
    if (found) ended.push(...(await revokeSession(db, found.session.id)));
  }
  await publishSessionsEnded(deps.bus, ended);
}
