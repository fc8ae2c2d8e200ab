import type { InboxFilter } from '@hangar/contracts';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  docs,
  groups,
  inboxItems,
  logs,
  projects,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema';

export type InboxItemRow = typeof inboxItems.$inferSelect;
export type NewInboxItem = typeof inboxItems.$inferInsert;

export async function insertInboxItems(
  db: Database,
  items: NewInboxItem[],
): Promise<{ id: number }[]> {
  if (items.length === 0) return [];
  // A mention already told (inbox_items_*_mention_idx) is not told twice.
  return db.insert(inboxItems).values(items).onConflictDoNothing().returning({ id: inboxItems.id });
}

const mine = (userId: number, workspaceId: number) =>
  and(eq(inboxItems.userId, userId), eq(inboxItems.workspaceId, workspaceId));

/**
 * Entries about a doc, log, project or group in the trash wait there with it (docs/trash.md):
 * left out of the inbox, its count and its e-mails until it is restored. What a project or a
 * group holds is marked with it, so the entry's own item tells.
 */
const inTrash = (table: typeof docs | typeof logs | typeof projects | typeof groups, id: unknown) =>
  sql`exists (select 1 from ${table} where ${table.id} = ${id} and ${table.trashId} is not null)`;
const aboutWhatIsInUse = sql`not (${sql.join(
  [
    inTrash(docs, inboxItems.docId),
    inTrash(logs, inboxItems.logId),
    inTrash(projects, inboxItems.projectId),
    inTrash(groups, inboxItems.groupId),
  ],
  sql` or `,
)})`;

/** The entries a filter of the inbox page keeps (all of them: no condition). */
function filtered(filter: InboxFilter) {
  if (filter === 'unread') return isNull(inboxItems.readAt);
  if (filter === 'mentions') return eq(inboxItems.kind, 'mention');
  return undefined;
}

/** A page of someone's inbox in a workspace, newest first, with who did each thing. */
export async function inboxPageOf(
  db: Database,
  {
    userId,
    workspaceId,
    before,
    limit,
    filter = 'all',
  }: InboxKey & { before?: number; limit: number; filter?: InboxFilter },
) {
  return db
    .select({ item: inboxItems, actor: users })
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.actorId))
    .where(
      and(
        mine(userId, workspaceId),
        before ? lt(inboxItems.id, before) : undefined,
        filtered(filter),
        aboutWhatIsInUse,
      ),
    )
    .orderBy(desc(inboxItems.id))
    .limit(limit);
}

interface InboxKey {
  userId: number;
  workspaceId: number;
}

export async function unreadCount(db: Database, { userId, workspaceId }: InboxKey) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inboxItems)
    .where(and(mine(userId, workspaceId), isNull(inboxItems.readAt), aboutWhatIsInUse));
  return row?.count ?? 0;
}

/** Marks one entry read; false when it is not the caller's. */
export async function markRead(db: Database, key: InboxKey, id: number): Promise<boolean> {
  const rows = await db
    .update(inboxItems)
    .set({ readAt: sql`coalesce(${inboxItems.readAt}, now())` })
    .where(and(mine(key.userId, key.workspaceId), eq(inboxItems.id, id)))
    .returning({ id: inboxItems.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, key: InboxKey): Promise<number> {
  const rows = await db
    .update(inboxItems)
    .set({ readAt: sql`now()` })
    .where(and(mine(key.userId, key.workspaceId), isNull(inboxItems.readAt)))
    .returning({ id: inboxItems.id });
  return rows.length;
}

/**
 * Claims, for everyone with a mention or reply nobody read in the app since before
 * `unreadSince`, all their unread mentions and replies (one e-mail tells them all): marks them
 * e-mailed and returns them, whose e-mail then goes out as a job. Claiming and marking in one
 * statement, instances never claim one twice.
 */
export async function claimUnreadForEmail(db: Database, unreadSince: Date, limit = 500) {
  const unmailed = and(
    isNull(inboxItems.readAt),
    isNull(inboxItems.emailedAt),
    inArray(inboxItems.kind, ['mention', 'reply']),
    aboutWhatIsInUse,
  );
  const due = db
    .select({ userId: inboxItems.userId, workspaceId: inboxItems.workspaceId })
    .from(inboxItems)
    .where(and(unmailed, lt(inboxItems.createdAt, unreadSince)));
  return db
    .update(inboxItems)
    .set({ emailedAt: sql`now()` })
    .where(
      inArray(
        inboxItems.id,
        db
          .select({ id: inboxItems.id })
          .from(inboxItems)
          .where(and(unmailed, sql`(${inboxItems.userId}, ${inboxItems.workspaceId}) in ${due}`))
          .orderBy(inboxItems.id)
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({
      id: inboxItems.id,
      userId: inboxItems.userId,
      workspaceId: inboxItems.workspaceId,
    });
}

/**
 * Of the claimed entries, those still unread, with the reader's address, when the reader keeps
 * e-mail alerts on in the workspace.
 */
export async function unreadForEmail(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const recipient = alias(users, 'recipient');
  return db
    .select({
      item: inboxItems,
      actor: users,
      workspace: workspaces.name,
      email: recipient.email,
    })
    .from(inboxItems)
    .innerJoin(recipient, eq(recipient.id, inboxItems.userId))
    .innerJoin(workspaces, eq(workspaces.id, inboxItems.workspaceId))
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, inboxItems.workspaceId),
        eq(workspaceMembers.userId, inboxItems.userId),
        eq(workspaceMembers.emailAlert, true),
      ),
    )
    .leftJoin(users, eq(users.id, inboxItems.actorId))
    .where(and(inArray(inboxItems.id, ids), isNull(inboxItems.readAt)))
    .orderBy(inboxItems.id);
}

/** Of these people, those already told they are mentioned in the doc's or log's own text. */
export async function alreadyMentioned(
  db: Database,
  place: { docId?: number; logId?: number },
  userIds: number[],
): Promise<Set<number>> {
  const where = place.docId
    ? eq(inboxItems.docId, place.docId)
    : place.logId
      ? eq(inboxItems.logId, place.logId)
      : undefined;
  if (!where || userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: inboxItems.userId })
    .from(inboxItems)
    .where(
      and(
        where,
        eq(inboxItems.kind, 'mention'),
        isNull(inboxItems.commentId),
        inArray(inboxItems.userId, userIds),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
