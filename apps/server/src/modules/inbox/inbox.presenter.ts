import { routes, type InboxItem } from '@hangar/contracts';
import type { users } from '../../db/schema';
import { mediaPath } from '../account/account.service';
import type { InboxItemRow } from './inbox.repository';

/** The app's address of what an entry is about: a comment opens its doc at the thread. */
export function inboxPath(item: InboxItemRow): string {
  const { workspaceId: ws, projectId, docId, threadId, logId, groupId } = item;
  if (projectId && docId) {
    const doc = routes.doc(ws, projectId, docId);
    return threadId ? `${doc}?thread=${threadId}` : doc;
  }
  if (projectId && logId) return routes.log(ws, projectId, logId);
  if (projectId) return routes.project(ws, projectId);
  if (groupId) return routes.group(ws, groupId);
  return routes.workspace(ws);
}

export function presentInboxItem(
  item: InboxItemRow,
  actor: typeof users.$inferSelect | null,
): InboxItem {
  return {
    id: item.id,
    kind: item.kind,
    actor: actor
      ? { id: actor.id, fullname: actor.fullname, avatar: mediaPath(actor.avatar) }
      : null,
    title: item.title,
    excerpt: item.excerpt,
    path: inboxPath(item),
    created_at: item.createdAt.toISOString(),
    read_at: item.readAt?.toISOString() ?? null,
  };
}
