import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, writtenRow } from '../../db/rows';
import { spendUnused } from '../../db/single-use';

import { accessTokens, emailTokens, refreshTokens, sessions } from '../../db/schema';

export async function insertSession(
  db: Database,
  values: { userId: number; userAgent: string | null; ip: string },
) {
  const inserted = db.insert(sessions).values(values).returning();
  return writtenRow(inserted, 'insert into sessions returned no row');
}

export async function insertRefreshToken(
  db: Database,
  values: { sessionId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function insertAccessToken(
  db: Database,
  values: { sessionId: number; userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values(values);
}

/** The refresh token row with its session, locked for the rotation. */
export function findRefreshTokenForUpdate(db: Database, tokenHash: string) {
  return firstRow(
    db
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update', { of: refreshTokens }),
  );
}

/** Marks a refresh token used, unless another request just did: false then. */
export async function markRefreshTokenUsed(db: Database, id: number): Promise<boolean> {
  return (await spendUnused(db, refreshTokens, eq(refreshTokens.id, id))) === 1;
}

/** The signed-in user behind a live access token of a live session. */
export function findActiveAccessToken(db: Database, tokenHash: string) {
  return firstRow(
    db
      .select({
        userId: accessTokens.userId,
        sessionId: accessTokens.sessionId,
        expiresAt: accessTokens.expiresAt,
      })
      .from(accessTokens)
      .innerJoin(sessions, eq(sessions.id, accessTokens.sessionId))
      .where(
        and(
          eq(accessTokens.tokenHash, tokenHash),
          gt(accessTokens.expiresAt, sql`now()`),
          isNull(sessions.revokedAt),
        ),
      ),
  );
}

/** The session is in use again, from this address. */
export async function touchSession(db: Database, sessionId: number, ip: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, ip })
    .where(eq(sessions.id, sessionId));
}

/** Ends a session: its tokens stop working at once. Returns its id when it was still live. */
export async function revokeSession(db: Database, sessionId: number): Promise<number[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await db.delete(accessTokens).where(eq(accessTokens.sessionId, sessionId));
  return revoked.map((row) => row.id);
}

/** Ends every session of a user, but the one given. Returns the ids of the sessions ended. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  exceptSessionId: number | null = null,
): Promise<number[]> {
  const others = exceptSessionId === null ? undefined : ne(sessions.id, exceptSessionId);
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others))
    .returning({ id: sessions.id });
  const ids = revoked.map((row) => row.id);
  if (ids.length > 0) await db.delete(accessTokens).where(inArray(accessTokens.sessionId, ids));
  return ids;
}

/**
 * Forgets the sign-in tokens that can no longer be used: expired access and refresh tokens, and
 * expired e-mail links. A rotated refresh token is kept until it expires, to catch its reuse.
 */
export async function pruneExpiredTokens(db: Database): Promise<void> {
  await db.delete(accessTokens).where(sql`${accessTokens.expiresAt} < now()`);
  await db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < now()`);
  await db.delete(emailTokens).where(sql`${emailTokens.expiresAt} < now()`);
}
