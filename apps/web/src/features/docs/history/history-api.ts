import type {
  DocActivityEntry,
  DocVersion,
  DocVersionContent,
} from '@hangar/contracts/doc-history';
import { docHistoryEndpoints } from '@hangar/contracts/endpoints/doc-history';
import { callEndpoint } from '../../../api/endpoint-call';

/** Page history (docs/api.md "Page history"): a doc's versions, one of them, its restore. */

export function fetchDocVersions(
  workspaceId: number,
  projectId: number,
  docId: number,
  signal?: AbortSignal,
): Promise<DocVersion[]> {
  return callEndpoint(docHistoryEndpoints.versions, {
    params: { projectId, docId },
    query: {},
    signal,
    workspaceId,
  });
}

export function fetchDocVersion(
  workspaceId: number,
  projectId: number,
  docId: number,
  versionId: number,
  signal?: AbortSignal,
): Promise<DocVersionContent> {
  return callEndpoint(docHistoryEndpoints.version, {
    params: { projectId, docId, versionId },
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
  return callEndpoint(docHistoryEndpoints.restoreVersion, {
    params: { projectId, docId, versionId },
    workspaceId,
  });
}

export function fetchDocActivity(
  workspaceId: number,
  projectId: number,
  signal?: AbortSignal,
): Promise<DocActivityEntry[]> {
  return callEndpoint(docHistoryEndpoints.activity, {
    params: { projectId },
    query: {},
    signal,
    workspaceId,
  });
}
