import { trashEndpoints } from '@hangar/contracts/endpoints/trash';
import type { RestoredItem, TrashPage, TrashQuery } from '@hangar/contracts/trash';
import { callEndpoint } from '../../api/endpoint-call';

/** The workspace's trash (docs/trash.md): its pages, putting an entry back, purging one. */

export function fetchTrashPage(
  workspaceId: number,
  query: TrashQuery,
  signal?: AbortSignal,
): Promise<TrashPage> {
  return callEndpoint(trashEndpoints.page, { query, signal, workspaceId });
}

export function restoreTrashEntry(workspaceId: number, entryId: number): Promise<RestoredItem> {
  return callEndpoint(trashEndpoints.restore, { params: { entryId }, workspaceId });
}

export async function deleteTrashEntryForever(workspaceId: number, entryId: number): Promise<void> {
  await callEndpoint(trashEndpoints.deleteForever, { params: { entryId }, workspaceId });
}
