import type { EventBus } from '../events/bus';
import { endedSessionIds } from '../events/session-events';
import type { LiveEvent } from '../events/types';
import type { MemberRow } from '../modules/workspaces/workspaces.repository';
import { createMemo } from '../lib/memo';

/** The longest a cached session or membership is trusted without hearing of a change. */
const CALLER_CACHE_TTL_MS = 10_000;
/** Entries kept per kind; the oldest go first. */
const CALLER_CACHE_MAX_ENTRIES = 20_000;

/** An access token's holder, while the token is valid. */
interface CachedSession {
  userId: number;
  sessionId: number;
  expiresAt: Date;
}

/**
 * What every call looks up first (whose access token it carries, and their membership of the
 * workspace it names), remembered for a few seconds. Every instance forgets an entry as soon as
 * the bus says it changed: a session ended (`session`), a membership changed or ended
 * (`workspaceUser`), a workspace was deleted (`workspace`). Those events are confirmed by Redis
 * before the call that caused them answers (events/bus.ts `CONFIRMED_TOPICS`), and a cached entry is
 * used only after this instance has read what its sockets already received, so a removed member
 * is refused at once on every instance. Only positive answers are kept: a refusal is never cached.
 */
export interface CallerCache {
  session(
    tokenHash: string,
    load: () => Promise<CachedSession | null>,
  ): Promise<CachedSession | null>;
  membership(
    workspaceId: number,
    userId: number,
    load: () => Promise<MemberRow | null>,
  ): Promise<MemberRow | null>;
  close(): void;
}

const memberKey = (workspaceId: number, userId: number) => `${workspaceId}:${userId}`;

export function createCallerCache(bus: EventBus): CallerCache {
  const sessions = createMemo<CachedSession>(CALLER_CACHE_MAX_ENTRIES, (session, now) =>
    Math.min(now + CALLER_CACHE_TTL_MS, session.expiresAt.getTime()),
  );
  const members = createMemo<MemberRow>(
    CALLER_CACHE_MAX_ENTRIES,
    (_member, now) => now + CALLER_CACHE_TTL_MS,
  );

  const hear = (event: LiveEvent) => {
    if (event.topic === 'session') {
      const ended = endedSessionIds(event);
      sessions.forget((_key, session) => ended.has(session.sessionId));
    } else if (event.topic === 'workspaceUser') {
      const key = memberKey(event.payload.workspace_id, event.payload.user_id);
      members.forget((candidate) => candidate === key);
    } else if (event.topic === 'workspace' && event.payload.action === 'deleted') {
      const workspaceId = event.payload.workspace_id;
      members.forget((_key, member) => member.workspaceId === workspaceId);
    }
  };
  const unsubscribe = bus.subscribe(hear, () => {
    sessions.clear();
    members.clear();
  });

  return {
    session: (tokenHash, load) => sessions.get(tokenHash, load, () => true),
    membership: (workspaceId, userId, load) =>
      members.get(memberKey(workspaceId, userId), load, (member) => !member.pendingInvite),
    close() {
      unsubscribe();
      sessions.clear();
      members.clear();
    },
  };
}
