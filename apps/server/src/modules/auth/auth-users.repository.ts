import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The user of an e-mail address (signing in finds them by it), activated or not. */
export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<typeof users.$inferSelect | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}
