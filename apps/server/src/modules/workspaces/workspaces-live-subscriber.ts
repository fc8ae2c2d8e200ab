import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { anonymousSubscriber, type Subscriber } from '../../events/audience';
import { NOT_AUTHENTICATED } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { hashToken } from '../../lib/tokens';
import { findActiveAccessToken } from '../auth/auth.service';
import { acceptedWorkspaceIds } from './workspaces.repository';

/**
 * The SSE channel's listener. EventSource cannot send headers, so the access token comes in the
 * `access_token` query parameter (kept out of the logs); a token that no longer works answers
 * 401, no token listens anonymously. Its workspaces are read at connection, then follow the
 * `workspaceUser` events about it (joined, removed), which go out after each change commits; the
 * token is checked again at each heartbeat, so the stream ends once it expires.
 */
export function resolveLiveSubscriber(db: Database) {
  return async (request: FastifyRequest): Promise<Subscriber> => {
    const query = request.query as Record<string, unknown>;
    const token = typeof query.access_token === 'string' ? query.access_token : null;
    if (!token) return anonymousSubscriber;
    const tokenHash = hashToken(token);
    const found = await findActiveAccessToken(db, tokenHash);
    // An expired or revoked token is refused, so the client refreshes it instead of listening
    // anonymously.
    if (!found) throw HttpError.simple(401, NOT_AUTHENTICATED);
    const userId = found.userId;
    const workspaceIds = new Set(await acceptedWorkspaceIds(db, userId));
    return {
      userId,
      sessionId: found.sessionId,
      workspaceIds,
      stillValid: async () => (await findActiveAccessToken(db, tokenHash)) !== null,
      observe(event) {
        if (event.topic !== 'workspaceUser' || event.payload.user_id !== userId) return;
        // Applied before the event (and any later one) is filtered, so a removed member gets
        // nothing more from the workspace, however soon the next event follows.
        const { workspace_id: workspaceId, action } = event.payload;
        if (action === 'joined') workspaceIds.add(workspaceId);
        if (action === 'removed') workspaceIds.delete(workspaceId);
      },
    };
  };
}
