import { endpointPath } from '@hangar/contracts/endpoint';
import { inboxEndpoints } from '@hangar/contracts/endpoints/inbox';
import type { InboxFilter, InboxPage } from '@hangar/contracts/inbox';
import { apiRequest } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-call';

/** My inbox in a workspace (issue 21): its pages, its unread count, reading entries. */

export function fetchInboxPage(
  workspaceId: number,
  before: number | undefined,
  signal?: AbortSignal,
  filter: InboxFilter = 'all',
): Promise<InboxPage> {
  const query = { before: before, filter: filter === 'all' ? undefined : filter };
  return callEndpoint(inboxEndpoints.page, { query, signal, workspaceId });
}

export async function fetchInboxUnread(workspaceId: number, signal?: AbortSignal): Promise<number> {
  const { unread } = await callEndpoint(inboxEndpoints.unread, { signal, workspaceId });
  return unread;
}

export async function markInboxItemRead(workspaceId: number, itemId: number): Promise<void> {
  const { read } = inboxEndpoints;
  await apiRequest(endpointPath(read, { itemId }), { method: read.method, workspaceId });
}

export async function markAllInboxRead(workspaceId: number): Promise<void> {
  const { readAll } = inboxEndpoints;
  await apiRequest(endpointPath(readAll, {}), { method: readAll.method, workspaceId });
}
