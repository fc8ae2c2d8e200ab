import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, type AuthToken } from '@hangar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import type { JobQueue } from '../../jobs/job-queue';
import { MAX_USER_AGENT_LENGTH } from '../../lib/user-agent';
import { queueNewDeviceCheck } from './auth-new-device.jobs';
import { insertAccessToken, insertRefreshToken, insertSession } from './auth-sessions.repository';

export interface SessionTokens {
  sessionId: number;
  authToken: AuthToken;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** A new access token and refresh token for a session. */
export async function issueTokens(
  db: Database,
  config: Config,
  session: { id: number; userId: number },
): Promise<SessionTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = Date.now();
  const accessExpiresAt = new Date(now + config.accessTokenTtlMs);
  const refreshExpiresAt = new Date(now + config.refreshTokenTtlMs);
  await insertAccessToken(db, {
    sessionId: session.id,
    userId: session.userId,
    tokenHash: hashToken(accessToken),
    expiresAt: accessExpiresAt,
  });
  await insertRefreshToken(db, {
    sessionId: session.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  return {
    sessionId: session.id,
    authToken: {
      token_type: 'bearer',
      access_token: accessToken,
      expires_at: accessExpiresAt.toISOString(),
    },
    refreshToken,
    refreshExpiresAt,
  };
}

/** Signs a user in: a new session and its first tokens. */
export async function startSession(
  db: Database,
  config: Config,
  { userId, userAgent, ip }: { userId: number; userAgent: string | null; ip: string },
): Promise<SessionTokens> {
  const session = await insertSession(db, {
    userId,
    userAgent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    ip,
  });
  return issueTokens(db, config, session);
}

/** A cookie no script of the page reads, sent to `path` only, over HTTPS when Hangar is served so. */
export function privateCookieOptions<SameSite extends 'strict' | 'lax'>(
  config: Config,
  sameSite: SameSite,
  path: string,
) {
  return { httpOnly: true, sameSite, secure: config.publicUrl.startsWith('https:'), path };
}

function cookieOptions(config: Config) {
  return privateCookieOptions(config, 'strict', REFRESH_COOKIE_PATH);
}

/** Answers with the access token (never cached) and sets the refresh cookie. */
export function sendSession(reply: FastifyReply, config: Config, tokens: SessionTokens): AuthToken {
  reply.header('cache-control', 'no-store');
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...cookieOptions(config),
    expires: tokens.refreshExpiresAt,
  });
  return tokens.authToken;
}

/** Answers a sign-in with its new session, once the check for a new device is queued. */
export async function sendSignedIn(
  reply: FastifyReply,
  deps: { config: Config; jobs: Pick<JobQueue, 'send'> },
  tokens: SessionTokens,
): Promise<AuthToken> {
  await queueNewDeviceCheck(deps.jobs, tokens.sessionId, reply.log);
  return sendSession(reply, deps.config, tokens);
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

export function refreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}
