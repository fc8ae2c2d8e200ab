import { and, asc, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { passkeyCredentials, webauthnChallenges } from '../../db/schema';

type ChallengeValues = typeof webauthnChallenges.$inferInsert;
type ChallengePurpose = ChallengeValues['purpose'];

/** A new WebAuthn challenge; expired ones are deleted on the way. */
export async function insertWebauthnChallenge(db: Database, values: ChallengeValues) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values(values);
}

/** Takes the challenge for this purpose while it is good, in one statement: used once. */
export function spendWebauthnChallenge(db: Database, challenge: string, purpose: ChallengePurpose) {
  return firstRow(
    db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          gt(webauthnChallenges.expiresAt, sql`now()`),
        ),
      )
      .returning(),
  );
}

export function listPasskeys(db: Database, userId: number) {
  return db
    .select()
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId))
    .orderBy(asc(passkeyCredentials.id));
}

export async function countPasskeys(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ passkeys: count() })
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId));
  return row?.passkeys ?? 0;
}

export function findPasskeyByCredentialId(db: Database, credentialId: string) {
  return firstRow(
    db.select().from(passkeyCredentials).where(eq(passkeyCredentials.credentialId, credentialId)),
  );
}

/** The passkey, or null when it is already registered (by this account or another). */
export function insertPasskey(db: Database, values: typeof passkeyCredentials.$inferInsert) {
  return firstRow(db.insert(passkeyCredentials).values(values).onConflictDoNothing().returning());
}

/** Deletes the account's passkey: false when it has none with this id. */
export async function deletePasskey(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(passkeyCredentials)
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)))
    .returning({ id: passkeyCredentials.id });
  return deleted.length > 0;
}

/**
 * Records a sign-in with the passkey and the counter it signed, in one statement: false when the
 * counter did not increase meanwhile (a replayed or cloned authenticator). An authenticator that
 * keeps no counter signs 0 each time.
 */
export async function claimPasskeyCounter(
  db: Database,
  { id, counter }: { id: number; counter: number },
): Promise<boolean> {
  const claimed = await db
    .update(passkeyCredentials)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeyCredentials.id, id),
        or(
          lt(passkeyCredentials.counter, counter),
          and(eq(passkeyCredentials.counter, 0), sql`${counter} = 0`),
        ),
      ),
    )
    .returning({ id: passkeyCredentials.id });
  return claimed.length > 0;
}
