import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, writtenRow } from '../../db/rows';
import { inUse } from '../../db/in-use';

import { logAttachments, logs } from '../../db/schema';

export type LogRow = typeof logs.$inferSelect;
export type AttachmentRow = typeof logAttachments.$inferSelect;
export type NewAttachment = {
  linkType: 'doc' | 'external';
  docId: number | null;
  url: string | null;
};

export async function insertLog(
  db: Database,
  values: Pick<
    LogRow,
    'workspaceId' | 'projectId' | 'title' | 'description' | 'descriptionText' | 'creatorId'
  >,
): Promise<LogRow> {
  const inserted = db.insert(logs).values(values).returning();
  return writtenRow(inserted, 'insert into logs returned no row');
}

/** A log, only when it belongs to this project. */
export function findLog(db: Database, projectId: number, id: number): Promise<LogRow | null> {
  return firstRow(
    db
      .select()
      .from(logs)
      .where(and(eq(logs.projectId, projectId), eq(logs.id, id), inUse(logs))),
  );
}

/** A project's logs, newest first. */
export async function listLogs(db: Database, projectIds: number[]): Promise<LogRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(logs)
    .where(and(inArray(logs.projectId, projectIds), inUse(logs)))
    .orderBy(desc(logs.createdAt), desc(logs.id));
}

/**
 * The logs after the log `before` in a project's list (by its place: creation time, then id), or,
 * when that log is gone (or is not the project's), every log with a lower id: ids follow
 * creation. One condition, so the page is one query. The time is compared in SQL: PostgreSQL
 * keeps microseconds, a JavaScript Date milliseconds.
 */
function afterCondition(projectId: number, before: number) {
  const cursor = sql`(select l.created_at, l.id from ${logs} l where l.id = ${before} and l.project_id = ${projectId})`;
  return sql`((${logs.createdAt}, ${logs.id}) < ${cursor} or (not exists ${cursor} and ${logs.id} < ${before}))`;
}

/**
 * A project's active or archived logs, newest first (as `listLogs`), after the log `before` if
 * given, at most `limit` of them.
 */
export async function listLogsPage(
  db: Database,
  {
    projectId,
    archived,
    before,
    limit,
  }: { projectId: number; archived: boolean; before?: number; limit?: number },
): Promise<LogRow[]> {
  const query = db
    .select()
    .from(logs)
    .where(
      and(
        eq(logs.projectId, projectId),
        eq(logs.isArchived, archived),
        inUse(logs),
        before === undefined ? undefined : afterCondition(projectId, before),
      ),
    )
    .orderBy(desc(logs.createdAt), desc(logs.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function updateLog(
  db: Database,
  id: number,
  values: Partial<
    Pick<LogRow, 'title' | 'description' | 'descriptionText' | 'isArchived' | 'notificationSent'>
  > & { edited?: boolean },
): Promise<LogRow> {
  const { edited, ...fields } = values;
  const updated = db
    .update(logs)
    .set({ ...fields, ...(edited ? { editionDate: sql`now()` } : {}) })
    .where(eq(logs.id, id))
    .returning();
  return writtenRow(updated, `log ${id} vanished during an update`);
}

export function countLogs(db: Database, workspaceId: number): Promise<number> {
  return db.$count(logs, and(eq(logs.workspaceId, workspaceId), inUse(logs)));
}

export async function replaceAttachments(
  db: Database,
  logId: number,
  attachments: NewAttachment[],
) {
  await db.delete(logAttachments).where(eq(logAttachments.logId, logId));
  if (attachments.length === 0) return;
  await db
    .insert(logAttachments)
    .values(attachments.map((attachment, position) => ({ ...attachment, logId, position })));
}

export async function attachmentsOf(db: Database, logIds: number[]): Promise<AttachmentRow[]> {
  if (logIds.length === 0) return [];
  return db
    .select()
    .from(logAttachments)
    .where(inArray(logAttachments.logId, logIds))
    .orderBy(asc(logAttachments.position));
}
