import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { twoFactorChallenges } from '../../db/schema';

/** A new challenge; expired ones of every account are deleted on the way. */
export async function insertChallenge(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, sql`now()`));
  await db.insert(twoFactorChallenges).values(values);
}

function isUnusedAndInTime(tokenHash: string) {
  return and(
    eq(twoFactorChallenges.tokenHash, tokenHash),
    isNull(twoFactorChallenges.usedAt),
    gt(twoFactorChallenges.expiresAt, sql`now()`),
  );
}

/** The challenge with this hash, locked, while it can still be answered. */
export function findOpenChallengeForUpdate(db: Database, tokenHash: string, maxFailures: number) {
  return firstRow(
    db
      .select()
      .from(twoFactorChallenges)
      .where(and(isUnusedAndInTime(tokenHash), lt(twoFactorChallenges.failedAttempts, maxFailures)))
      .for('update'),
  );
}

/** The sign-in's second step with this hash while it is unused and in time (not locked). */
export function findOpenTwoFactorChallenge(db: Database, tokenHash: string) {
  return firstRow(
    db
      .select({ id: twoFactorChallenges.id, userId: twoFactorChallenges.userId })
      .from(twoFactorChallenges)
      .where(isUnusedAndInTime(tokenHash)),
  );
}

/** One more wrong code; how many the challenge has had. */
export async function countChallengeFailure(db: Database, challengeId: number): Promise<number> {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ failedAttempts: sql`${twoFactorChallenges.failedAttempts} + 1` })
    .where(eq(twoFactorChallenges.id, challengeId))
    .returning({ failedAttempts: twoFactorChallenges.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function spendChallenge(db: Database, challengeId: number): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({ usedAt: sql`now()` })
    .where(eq(twoFactorChallenges.id, challengeId));
}
