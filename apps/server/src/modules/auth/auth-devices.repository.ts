import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { refreshTokens, sessions, users } from '../../db/schema';

const DEVICE_COLUMNS = {
  id: sessions.id,
  userAgent: sessions.userAgent,
  ip: sessions.ip,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
};

/**
 * A session still in use: not ended, and holding a refresh token it can still spend (a session
 * whose last refresh token expired is over, though no one ended it).
 */
const isLive = and(
  isNull(sessions.revokedAt),
  sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.sessionId} = ${sessions.id}
    and ${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > now())`,
);

/** The user's sessions in use, newest first. */
export function listLiveSessions(db: Database, userId: number) {
  return db
    .select(DEVICE_COLUMNS)
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLive))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

export type DeviceSessionRow = Awaited<ReturnType<typeof listLiveSessions>>[number];

/** One of the user's sessions in use, or null (ended, expired, someone else's, unknown). */
export function findLiveSessionOf(db: Database, userId: number, sessionId: number) {
  return firstRow(
    db
      .select(DEVICE_COLUMNS)
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isLive)),
  );
}

/** A session, with the address of the user who holds it. */
export function findSessionWithOwner(db: Database, sessionId: number) {
  return firstRow(
    db
      .select({
        userId: sessions.userId,
        email: users.email,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId)),
  );
}

/**
 * The sessions the user started before this one: whether there was one at all, and the user
 * agents of those started since `since`, ended ones included.
 */
export async function earlierSessionsOf(
  db: Database,
  { userId, sessionId, since }: { userId: number; sessionId: number; since: Date },
): Promise<{ anyEver: boolean; userAgents: (string | null)[] }> {
  const before = and(eq(sessions.userId, userId), lt(sessions.id, sessionId));
  const [recent, anyEver] = await Promise.all([
    db
      .selectDistinct({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(and(before, gte(sessions.createdAt, since))),
    firstRow(db.select({ id: sessions.id }).from(sessions).where(before).limit(1)),
  ]);
  return { anyEver: anyEver !== null, userAgents: recent.map((row) => row.userAgent) };
}
