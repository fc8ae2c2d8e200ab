import {
  importantLinks,
  type AddImportantLinkInput,
  type ImportantLinks,
  type ReplaceImportantLinksInput,
} from '@hangar/contracts/important-links';
import { apiCall } from '../../api/client';

/** The important links API (docs/api.md "Logs, important links, search"). Each answers the list. */

const linksPath = (projectId: number) => `/projects/${projectId}/important-links`;

export function fetchImportantLinks(
  workspaceId: number,
  projectId: number,
  signal?: AbortSignal,
): Promise<ImportantLinks> {
  return apiCall(linksPath(projectId), importantLinks, { signal, workspaceId });
}

/** POST: one link into an existing group or a new one; a duplicate address is refused (422). */
export function addImportantLink(
  workspaceId: number,
  projectId: number,
  input: AddImportantLinkInput,
): Promise<ImportantLinks> {
  return apiCall(linksPath(projectId), importantLinks, {
    method: 'POST',
    body: input,
    workspaceId,
  });
}

/** PUT: the whole list, to rename, reorder or remove. */
export function replaceImportantLinks(
  workspaceId: number,
  projectId: number,
  input: ReplaceImportantLinksInput,
): Promise<ImportantLinks> {
  return apiCall(linksPath(projectId), importantLinks, { method: 'PUT', body: input, workspaceId });
}

/** PUT /projects/{id}/external-links/{linkId}: a new address or title. */
export function updateExternalLink(
  workspaceId: number,
  projectId: number,
  linkId: number,
  input: { url?: string; title?: string },
): Promise<ImportantLinks> {
  return apiCall(`/projects/${projectId}/external-links/${linkId}`, importantLinks, {
    method: 'PUT',
    body: input,
    workspaceId,
  });
}
