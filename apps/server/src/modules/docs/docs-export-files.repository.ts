import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { docFiles } from '../../db/schema';

/** Stored names asked for in one query. */
const NAMES_AT_ONCE = 1000;

/** Of these stored names, the project's files: their names as uploaded and sizes. */
export async function projectFilesNamed(
  db: Database,
  place: { workspaceId: number; projectId: number },
  filenames: string[],
): Promise<{ filename: string; name: string; size: number }[]> {
  const rows: { filename: string; name: string; size: number }[] = [];
  for (let start = 0; start < filenames.length; start += NAMES_AT_ONCE) {
    const names = filenames.slice(start, start + NAMES_AT_ONCE);
    rows.push(
      ...(await db
        .select({ filename: docFiles.filename, name: docFiles.name, size: docFiles.size })
        .from(docFiles)
        .where(
          and(
            eq(docFiles.workspaceId, place.workspaceId),
            eq(docFiles.projectId, place.projectId),
            inArray(docFiles.filename, names),
          ),
        )),
    );
  }
  return rows;
}
