import { z } from 'zod';
import { endpoint } from '../endpoint';
import { numericId } from '../http';
import { inboxPage, inboxQuery, inboxUnread } from '../inbox';

/** My inbox in the current workspace: mentions, replies, resolved threads, logs, invitations. */
export const inboxEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/inbox',
    query: inboxQuery,
    response: inboxPage,
    needs: 'member',
  }),
  unread: endpoint({
    method: 'GET',
    path: '/inbox/unread',
    response: inboxUnread,
    needs: 'member',
  }),
  /** Answers 204, no body. */
  readAll: endpoint({
    method: 'POST',
    path: '/inbox/read-all',
    needs: 'member',
  }),
  /** Answers 204, no body. */
  read: endpoint({
    method: 'POST',
    path: '/inbox/:itemId/read',
    params: z.object({ itemId: numericId }),
    needs: 'member (the item is theirs)',
  }),
};
