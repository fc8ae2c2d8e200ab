import { z } from 'zod';
import { logCreator } from './logs';
import { numericId } from './http';
import { timestamp } from './fields';

/** What an inbox entry tells about. */
export const inboxKinds = ['mention', 'reply', 'log', 'invitation', 'resolved'] as const;
export const inboxKind = z.enum(inboxKinds);
export type InboxKind = z.infer<typeof inboxKind>;

export const INBOX_PAGE = 30;
export const INBOX_ITEM_NOT_FOUND = 'Inbox entry not found';

/** One entry of my inbox: something that concerns me, and where it happened. */
export const inboxItem = z.object({
  id: z.number().int(),
  kind: inboxKind,
  /** Who did it (null once their account is gone). */
  actor: logCreator.nullable(),
  /** The doc, log, project or group it is about, by name as it was then. */
  title: z.string(),
  /** A few words of the comment or log. */
  excerpt: z.string(),
  /** The app's address to open it at (a comment: its doc with `?thread=`). */
  path: z.string(),
  created_at: timestamp,
  read_at: timestamp.nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

/** Which entries the inbox page shows: every one, the unread ones, or the mentions. */
export const inboxFilters = ['all', 'unread', 'mentions'] as const;
export const inboxFilter = z.enum(inboxFilters);
export type InboxFilter = z.infer<typeof inboxFilter>;

/**
 * GET /inbox?before=&filter=: newest first, a page at a time, with the unread count (of the whole
 * inbox, whatever the filter).
 */
export const inboxQuery = z.object({
  before: numericId.optional(),
  filter: inboxFilter.default('all'),
});
export const inboxPage = z.object({ items: z.array(inboxItem), unread: z.number().int() });
export type InboxPage = z.infer<typeof inboxPage>;

/** GET /inbox/unread */
export const inboxUnread = z.object({ unread: z.number().int() });
