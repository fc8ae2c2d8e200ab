import type { Connection, Hocuspocus } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import type { LiveEvent } from '../events/types';
import { shareLinkOpens } from './live-auth';
import type { LiveContext } from './live-docs';

/** What a visitor's socket is closed with once its share link no longer opens the doc. */
export const SHARE_LINK_CLOSED = { code: 4403, reason: 'Share link revoked' };

interface PublicReader {
  connection: Connection<LiveContext>;
  docId: number;
  projectId: number;
  token: string;
}

/** The visitors reading docs of this instance through share links. */
function publicReaders(hocuspocus: Hocuspocus<LiveContext>): PublicReader[] {
  return [...hocuspocus.documents.values()].flatMap((document) =>
    document.getConnections().flatMap((connection: Connection<LiveContext>) => {
      const access = connection.context.access;
      if (!access?.share) return [];
      return [{ connection, docId: access.docId, ...access.share }];
    }),
  );
}

/**
 * Closes these visitors' sockets at once (members are never among them). Their provider may
 * reconnect: a link that still opens the doc lets it in again, any other is refused.
 */
function closePublicReaders(readers: PublicReader[]): void {
  for (const { connection } of readers) {
    connection.webSocket.close(SHARE_LINK_CLOSED.code, SHARE_LINK_CLOSED.reason);
  }
}

/** Closes the visitors (among those that `concerns`) whose link no longer opens their doc. */
async function closeRevokedReaders(
  db: Database,
  hocuspocus: Hocuspocus<LiveContext>,
  concerns: (reader: PublicReader) => boolean,
): Promise<void> {
  const checked = new Map<string, Promise<number | null>>();
  const revoked: PublicReader[] = [];
  for (const reader of publicReaders(hocuspocus).filter(concerns)) {
    const key = `${reader.token}:${reader.docId}`;
    if (!checked.has(key)) checked.set(key, shareLinkOpens(db, reader.token, reader.docId));
    if ((await checked.get(key)) === null) revoked.push(reader);
  }
  closePublicReaders(revoked);
}

const everyone = () => true;

/**
 * The visitors a change may concern: a link turned off, a doc archived or deleted with the
 * pages under it, a project archived or deleted (with its group or workspace: rare, so every
 * visitor is checked then).
 */
function readersConcernedBy(event: LiveEvent): ((reader: PublicReader) => boolean) | null {
  switch (event.topic) {
    case 'doc': {
      const { doc_id: docId, project_id: projectId } = event.payload;
      return (reader) => reader.docId === docId || reader.projectId === projectId;
    }
    case 'project': {
      const { project_id: projectId } = event.payload;
      return (reader) => reader.projectId === projectId;
    }
    case 'group':
      return ['archived', 'deleted'].includes(event.payload.action) ? everyone : null;
    case 'workspace':
      return event.payload.action === 'deleted' ? everyone : null;
    default:
      return null;
  }
}

/**
 * Cuts visitors off as soon as their link stops working, on every instance: each one hears the
 * doc and project events through the bus (Redis when configured) and checks its own visitors.
 */
export function watchShareLinks(deps: {
  db: Database;
  bus: EventBus;
  hocuspocus: Hocuspocus<LiveContext>;
  log: FastifyBaseLogger;
}): () => void {
  return deps.bus.subscribe((event) => {
    const concerns = readersConcernedBy(event);
    if (!concerns || deps.hocuspocus.getConnectionsCount() === 0) return;
    closeRevokedReaders(deps.db, deps.hocuspocus, concerns).catch((error: unknown) =>
      deps.log.error({ err: error }, 'could not check the share links of live visitors'),
    );
  });
}
