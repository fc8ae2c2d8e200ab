import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, writtenRow } from '../../db/rows';
import { ssoLogins } from '../../db/schema';

export type SsoLoginRow = typeof ssoLogins.$inferSelect;

/** Sign-ins ended or abandoned this long ago are forgotten. */
const KEEP_AFTER_EXPIRY = sql`interval '1 day'`;

export function insertSsoLogin(
  db: Database,
  values: Pick<
    SsoLoginRow,
    'provider' | 'stateHash' | 'nonce' | 'codeVerifier' | 'nextPath' | 'expiresAt'
  >,
): Promise<SsoLoginRow> {
  return writtenRow(db.insert(ssoLogins).values(values).returning(), 'no sso_logins row');
}

/**
 * Marks the sign-in of this state used, in one statement (of two callbacks with the same state,
 * only one gets it): the row when this call spent it, else the row as it is (used), or null.
 */
export async function spendSsoLogin(
  db: Database,
  stateHash: string,
): Promise<{ spent: boolean; row: SsoLoginRow } | null> {
  const spent = await firstRow(
    db
      .update(ssoLogins)
      .set({ usedAt: sql`now()` })
      .where(and(eq(ssoLogins.stateHash, stateHash), isNull(ssoLogins.usedAt)))
      .returning(),
  );
  if (spent) return { spent: true, row: spent };
  const row = await firstRow(db.select().from(ssoLogins).where(eq(ssoLogins.stateHash, stateHash)));
  return row ? { spent: false, row } : null;
}

export async function pruneSsoLogins(db: Database): Promise<void> {
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, sql`now() - ${KEEP_AFTER_EXPIRY}`));
}
