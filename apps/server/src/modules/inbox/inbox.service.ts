import {
  INBOX_ITEM_NOT_FOUND,
  INBOX_PAGE,
  type InboxFilter,
  type InboxKind,
  type InboxPage,
} from '@hangar/contracts';
import type { EventSource } from '../../events/types';
import { HttpError } from '../../http/errors';
import type { DataDeps } from '../shared/shared.deps';
import type { MemberCall } from '../workspaces/workspaces.access';
import { publishInboxEvent } from './inbox.events';
import { presentInboxItem } from './inbox.presenter';
import {
  alreadyMentioned,
  inboxPageOf,
  insertInboxItems,
  markAllRead,
  markRead,
  unreadCount,
  type NewInboxItem,
} from './inbox.repository';

/** The longest excerpt an entry keeps of a comment or log. */
const EXCERPT_LENGTH = 200;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

export interface InboxEntry extends Omit<NewInboxItem, 'userId' | 'kind' | 'excerpt'> {
  excerpt?: string;
}

/**
 * Puts an entry in each person's inbox (never in the actor's own) and tells them live. Called
 * after the change it tells about has committed.
 */
export async function tellInbox(
  deps: DataDeps,
  kind: InboxKind,
  userIds: number[],
  entry: InboxEntry,
  source: EventSource,
): Promise<number[]> {
  const recipients = [...new Set(userIds)].filter((id) => id !== entry.actorId);
  await insertInboxItems(
    deps.db,
    recipients.map((userId) => ({
      ...entry,
      userId,
      kind,
      excerpt: excerptOf(entry.excerpt ?? ''),
    })),
  );
  await publishInboxEvent(
    deps,
    { workspaceId: entry.workspaceId, userIds: recipients },
    'added',
    source,
  );
  return recipients;
}

/** Someone added to a group's or project's team finds it in their inbox. */
export async function tellOfTeamAdd(
  deps: DataDeps,
  caller: MemberCall['caller'],
  change: { action: string; userId: number },
  place: { groupId: number; projectId?: number; title: string },
): Promise<void> {
  if (change.action !== 'added') return;
  const entry = { workspaceId: caller.workspaceId, actorId: caller.actor.userId, ...place };
  await tellInbox(deps, 'invitation', [change.userId], entry, caller.source);
}

/** A doc or log whose own text mentions people (not a comment: those tell on their own). */
export interface MentionPlace {
  workspaceId: number;
  projectId: number;
  docId?: number;
  logId?: number;
  title: string;
}

/**
 * Tells the people the text of a doc or log mentions, once each: those it named before heard of
 * it then. Only people who can read it (`readers`) hear; a name of anyone else stays plain text.
 */
export async function tellNewMentions(
  deps: DataDeps,
  place: MentionPlace,
  mentions: Map<number, string>,
  { readers, actorId, source }: { readers: number[]; actorId: number | null; source: EventSource },
): Promise<void> {
  const candidates = [...mentions.keys()].filter((id) => id !== actorId && readers.includes(id));
  const told = await alreadyMentioned(deps.db, place, candidates);
  for (const userId of candidates.filter((id) => !told.has(id))) {
    const entry = { ...place, actorId, excerpt: mentions.get(userId) ?? '' };
    await tellInbox(deps, 'mention', [userId], entry, source);
  }
}

const keyOf = ({ caller }: MemberCall) => ({
  userId: caller.actor.userId,
  workspaceId: caller.workspaceId,
});

/** My other tabs hear that I read entries. */
const audienceOfMine = ({ caller }: MemberCall) => ({
  workspaceId: caller.workspaceId,
  userIds: [caller.actor.userId],
});

/**
 * GET /inbox: a page of my entries in this workspace (all, unread or mentions), newest first, and
 * how many of them all are unread.
 */
export async function inboxFor(
  deps: DataDeps,
  call: MemberCall & { before?: number; filter?: InboxFilter },
): Promise<InboxPage> {
  const key = keyOf(call);
  const page = { before: call.before, filter: call.filter, limit: INBOX_PAGE };
  const [rows, unread] = await Promise.all([
    inboxPageOf(deps.db, { ...key, ...page }),
    unreadCount(deps.db, key),
  ]);
  return { items: rows.map(({ item, actor }) => presentInboxItem(item, actor)), unread };
}

export async function unreadFor(deps: DataDeps, call: MemberCall): Promise<{ unread: number }> {
  return { unread: await unreadCount(deps.db, keyOf(call)) };
}

/** POST /inbox/:id/read */
export async function readInboxItem(
  deps: DataDeps,
  call: MemberCall & { itemId: number },
): Promise<void> {
  if (!(await markRead(deps.db, keyOf(call), call.itemId))) {
    throw HttpError.notFound(INBOX_ITEM_NOT_FOUND);
  }
  await publishInboxEvent(deps, audienceOfMine(call), 'read', call.caller.source);
}

/** POST /inbox/read-all */
export async function readWholeInbox(deps: DataDeps, call: MemberCall): Promise<void> {
  if ((await markAllRead(deps.db, keyOf(call))) === 0) return;
  await publishInboxEvent(deps, audienceOfMine(call), 'read', call.caller.source);
}
