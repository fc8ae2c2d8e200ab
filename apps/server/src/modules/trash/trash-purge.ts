import { and, asc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';
import { docFiles, trashEntries } from '../../db/schema';
import type { TrashPurgeDeps } from './trash.deps';

/** The projects an entry takes along: the project it deleted, or every project of its group. */
const projectsGoing = (entryId: number) => sql`select id from projects
  where trash_id = ${entryId} or group_id in (select id from groups where trash_id = ${entryId})`;

/** The docs an entry takes along: those marked with it, and every doc of its projects. */
const docsGoing = (entryId: number) => sql`select id from docs
  where trash_id = ${entryId} or project_id in (${projectsGoing(entryId)})`;

/**
 * Whether a doc (`docId`, an SQL expression) shows the file: its content or one of its versions
 * holds the file's stored name (a Yjs update keeps an attachment's address as UTF-8 bytes).
 */
const holdsFile = (docId: SQL) => sql`(
  exists (select 1 from doc_contents content where content.doc_id = ${docId}
    and position(convert_to(${docFiles.filename}, 'UTF8') in content.state) > 0)
  or exists (select 1 from doc_versions version where version.doc_id = ${docId}
    and position(convert_to(${docFiles.filename}, 'UTF8') in version.changes) > 0))`;

/**
 * The files purging the entry frees: every file of the projects it takes along, and the files of
 * its docs' projects that its docs show and no other doc of the workspace does (another doc may
 * show it again after an undo, a restored version or a restore from the trash).
 */
function filesFreedBy(db: Database, entry: { id: number; workspaceId: number }) {
  const shownByItsDocs = sql`exists (select 1 from docs going
    where going.trash_id = ${entry.id} and going.project_id = ${docFiles.projectId}
    and ${holdsFile(sql`going.id`)})`;
  const shownElsewhere = sql`exists (select 1 from docs kept
    where kept.workspace_id = ${entry.workspaceId} and kept.id not in (${docsGoing(entry.id)})
    and ${holdsFile(sql`kept.id`)})`;
  return db
    .select({ id: docFiles.id, filename: docFiles.filename })
    .from(docFiles)
    .where(
      and(
        eq(docFiles.workspaceId, entry.workspaceId),
        or(
          sql`${docFiles.projectId} in (${projectsGoing(entry.id)})`,
          and(shownByItsDocs, sql`not ${shownElsewhere}`),
        ),
      ),
    );
}

/**
 * Deletes a trash entry for good: the rows marked with it go along (foreign keys cascade), and so
 * do the files only its items used. The entry stays locked throughout, so a restore waits and then
 * finds nothing, rather than bring back docs whose files are gone. The files are removed before
 * their rows and the entry are deleted: after a crash in between, nothing was deleted, and purging
 * again removes them again (harmless) and finishes. False when there is no such entry (any more).
 */
export async function purgeTrashEntry(deps: TrashPurgeDeps, entryId: number): Promise<boolean> {
  return deps.db.transaction(async (transaction) => {
    const entry = await firstRow(
      transaction
        .select({ id: trashEntries.id, workspaceId: trashEntries.workspaceId })
        .from(trashEntries)
        .where(eq(trashEntries.id, entryId))
        .for('update'),
    );
    if (!entry) return false;
    const files = await filesFreedBy(transaction, entry);
    for (const file of files) await deps.storage.remove(file.filename);
    if (files.length > 0) {
      const fileIds = files.map((file) => file.id);
      await transaction.delete(docFiles).where(inArray(docFiles.id, fileIds));
    }
    await transaction.delete(trashEntries).where(eq(trashEntries.id, entryId));
    return true;
  });
}

/** Purges every entry deleted more than `retentionMs` before `now`, one at a time: how many. */
export async function purgeExpiredTrash(
  deps: TrashPurgeDeps,
  retentionMs: number,
  now = new Date(),
): Promise<number> {
  const expired = await deps.db
    .select({ id: trashEntries.id })
    .from(trashEntries)
    .where(lt(trashEntries.deletedAt, new Date(now.getTime() - retentionMs)))
    .orderBy(asc(trashEntries.id));
  let purged = 0;
  for (const { id } of expired) {
    if (await purgeTrashEntry(deps, id)) purged += 1;
  }
  return purged;
}
