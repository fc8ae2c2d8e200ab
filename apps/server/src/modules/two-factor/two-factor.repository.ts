import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { recoveryCodes, totpCredentials, twoFactorChallenges } from '../../db/schema';

export function findTotpCredential(db: Database, userId: number) {
  return firstRow(db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)));
}

/** The app's secret, set up anew: not used for sign-in until confirmed. */
export async function saveTotpSetup(db: Database, userId: number, secret: string): Promise<void> {
  await db
    .insert(totpCredentials)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { secret, enabledAt: null, lastUsedStep: null, createdAt: sql`now()` },
    });
}

/**
 * Takes the time step of a code just checked as the last one used, in one statement: false when
 * that step, or a later one, was already used (a replayed code). `enable` turns the app on too.
 */
export async function claimTotpStep(
  db: Database,
  { userId, step, enable }: { userId: number; step: number; enable: boolean },
): Promise<boolean> {
  const claimed = await db
    .update(totpCredentials)
    .set({ lastUsedStep: step, ...(enable ? { enabledAt: sql`now()` } : {}) })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        enable ? isNull(totpCredentials.enabledAt) : isNotNull(totpCredentials.enabledAt),
        or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return claimed.length > 0;
}

/** The account's recovery codes become these (hashes); the old ones stop working. */
export async function replaceRecoveryCodes(
  db: Database,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends the recovery code with this hash, in one statement: false when unknown or used. */
export async function spendRecoveryCode(
  db: Database,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Two-factor off: the app's secret, the recovery codes and the sign-ins waiting for a code go. */
export async function deleteTwoFactor(db: Database, userId: number): Promise<void> {
  await db.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

/** Seals the apps' secrets still stored in clear (set up before secrets were sealed). */
export async function sealClearTotpSecrets(
  db: Database,
  seal: (secret: string) => string,
): Promise<number> {
  const clear = await db
    .select({ userId: totpCredentials.userId, secret: totpCredentials.secret })
    .from(totpCredentials)
    .where(sql`position('.' in ${totpCredentials.secret}) = 0`);
  for (const row of clear) {
    await db
      .update(totpCredentials)
      .set({ secret: seal(row.secret) })
      .where(and(eq(totpCredentials.userId, row.userId), eq(totpCredentials.secret, row.secret)));
  }
  return clear.length;
}
