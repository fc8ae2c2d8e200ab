import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { uploads } from '../../db/schema';

export async function insertUpload(
  db: Database,
  values: { filename: string; contentType: string; size: number; userId: number },
): Promise<void> {
  await db.insert(uploads).values(values);
}

export function findUpload(db: Database, filename: string) {
  return firstRow(db.select().from(uploads).where(eq(uploads.filename, filename)));
}
