import { inboxPage, inboxUnread, type InboxFilter, type InboxPage } from '@hangar/contracts/inbox';
import { apiCall, apiRequest } from '../../api/client';

/** My inbox in a workspace (issue 21): its pages, its unread count, reading entries. */

export function fetchInboxPage(
  workspaceId: number,
  before: number | undefined,
  signal?: AbortSignal,
  filter: InboxFilter = 'all',
): Promise<InboxPage> {
  const query = { before, filter: filter === 'all' ? undefined : filter };
  return apiCall('/inbox', inboxPage, { query, signal, workspaceId });
}

export async function fetchInboxUnread(workspaceId: number, signal?: AbortSignal): Promise<number> {
  const { unread } = await apiCall('/inbox/unread', inboxUnread, { signal, workspaceId });
  return unread;
}

export async function markInboxItemRead(workspaceId: number, itemId: number): Promise<void> {
  await apiRequest(`/inbox/${itemId}/read`, { method: 'POST', workspaceId });
}

export async function markAllInboxRead(workspaceId: number): Promise<void> {
  await apiRequest('/inbox/read-all', { method: 'POST', workspaceId });
}
