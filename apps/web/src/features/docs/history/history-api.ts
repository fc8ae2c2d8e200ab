import {
  docActivity,
  docVersion,
  docVersionContent,
  docVersions,
  type DocActivityEntry,
  type DocVersion,
  type DocVersionContent,
} from '@hangar/contracts/doc-history';
import { apiCall } from '../../../api/client';

/** Page history (docs/api.md "Page history"): a doc's versions, one of them, its restore. */

const versionsPath = (projectId: number, docId: number) =>
  `/projects/${projectId}/docs/${docId}/versions`;

export function fetchDocVersions(
  workspaceId: number,
  projectId: number,
  docId: number,
  signal?: AbortSignal,
): Promise<DocVersion[]> {
  return apiCall(versionsPath(projectId, docId), docVersions, { signal, workspaceId });
}

export function fetchDocVersion(
  workspaceId: number,
  projectId: number,
  docId: number,
  versionId: number,
  signal?: AbortSignal,
): Promise<DocVersionContent> {
  return apiCall(`${versionsPath(projectId, docId)}/${versionId}`, docVersionContent, {
    signal,
    workspaceId,
  });
}

export function restoreDocVersion(
  workspaceId: number,
  projectId: number,
  docId: number,
  versionId: number,
): Promise<DocVersion> {
  return apiCall(`${versionsPath(projectId, docId)}/${versionId}/restore`, docVersion, {
    method: 'POST',
    workspaceId,
  });
}

export function fetchDocActivity(
  workspaceId: number,
  projectId: number,
  signal?: AbortSignal,
): Promise<DocActivityEntry[]> {
  return apiCall(`/projects/${projectId}/doc-activity`, docActivity, { signal, workspaceId });
}
