import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { users } from '../../db/schema';

/** The user of an e-mail address (signing in finds them by it), activated or not. */
export function findUserByEmail(
  db: Database,
  email: string,
): Promise<typeof users.$inferSelect | null> {
  return firstRow(db.select().from(users).where(eq(users.email, email)));
}
