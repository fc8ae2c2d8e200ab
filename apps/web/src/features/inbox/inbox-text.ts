import { UNTITLED_DOC } from '@hangar/contracts/docs';
import type { InboxItem } from '@hangar/contracts/inbox';
import { inboxAction } from '@hangar/domain/inbox';

/** Who stands in for an actor whose account is gone (or who has no name). */
const FORMER_MEMBER = 'Former member';
/** The badge stops counting here. */
const MAX_BADGE_COUNT = 99;

/** 'Ada Lovelace' + 'mentioned you in' + 'Launch plan': the parts of an entry's sentence. */
export interface InboxSentence {
  actor: string;
  action: string;
  title: string;
}

function actorName(item: Pick<InboxItem, 'actor'>): string {
  return item.actor?.fullname.trim() || FORMER_MEMBER;
}

function titleOf(item: InboxItem): string {
  const title = item.title.trim();
  if (title) return title;
  return item.kind === 'mention' || item.kind === 'reply' ? UNTITLED_DOC : 'Untitled';
}

export function inboxSentence(item: InboxItem): InboxSentence {
  return {
    actor: actorName(item),
    action: inboxAction(item.kind, item.path),
    title: titleOf(item),
  };
}

/** 'Ada Lovelace mentioned you in Launch plan' */
export function inboxSentenceText(item: InboxItem): string {
  const { actor, action, title } = inboxSentence(item);
  return `${actor} ${action} ${title}`;
}

/** What the bell's badge reads: nothing at 0, '99+' past 99. */
export function unreadBadgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(unread);
}

/** The bell's accessible name: 'Inbox', or 'Inbox, 3 unread'. */
export function inboxButtonLabel(unread: number): string {
  return unread > 0 ? `Inbox, ${unread} unread` : 'Inbox';
}
