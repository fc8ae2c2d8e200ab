import { importantLinkEndpoints } from '@hangar/contracts/endpoints/important-links';
import type {
  AddImportantLinkInput,
  ImportantLinks,
  ReplacedImportantLinks,
  ReplaceImportantLinksInput,
} from '@hangar/contracts/important-links';
import { callEndpoint } from '../../api/endpoint-call';
import { sendToItem } from '../../api/item-calls';

/** The important links API (docs/api.md "Logs, important links, search"). Each answers the list. */

export function fetchImportantLinks(
  workspaceId: number,
  projectId: number,
  signal?: AbortSignal,
): Promise<ImportantLinks> {
  return callEndpoint(importantLinkEndpoints.list, {
    params: { id: projectId },
    signal,
    workspaceId,
  });
}

/** POST: one link into an existing group or a new one; a duplicate address is refused (422). */
export function addImportantLink(
  workspaceId: number,
  projectId: number,
  input: AddImportantLinkInput,
): Promise<ImportantLinks> {
  return sendToItem(importantLinkEndpoints.add, workspaceId, projectId, input);
}

/** PUT: the whole list, to rename, reorder or remove (what it removes goes to the trash). */
export function replaceImportantLinks(
  workspaceId: number,
  projectId: number,
  input: ReplaceImportantLinksInput,
): Promise<ReplacedImportantLinks> {
  return sendToItem(importantLinkEndpoints.replace, workspaceId, projectId, input);
}

/** PUT /projects/{id}/external-links/{linkId}: a new address or title. */
export function updateExternalLink(
  workspaceId: number,
  projectId: number,
  linkId: number,
  input: { url?: string; title?: string },
): Promise<ImportantLinks> {
  return callEndpoint(importantLinkEndpoints.updateExternal, {
    params: { id: projectId, linkId },
    body: input,
    workspaceId,
  });
}
