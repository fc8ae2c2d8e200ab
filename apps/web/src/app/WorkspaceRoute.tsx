import { useEffect } from 'react';
import { useCommentsLiveEvents } from '../features/comments/live/use-comments-live-events';
import { useDocsLiveEvents } from '../features/docs/live/use-docs-live-events';
import { useGroupsLiveEvents } from '../features/groups/live/use-groups-live-events';
import { useImportantLinksLiveEvents } from '../features/important-links/live/use-important-links-live-events';
import { useInboxLiveEvents } from '../features/inbox/live/use-inbox-live-events';
import { useLogsLiveEvents } from '../features/logs/live/use-logs-live-events';
import { useWorkspaceLiveEvents } from '../features/workspaces/live/use-workspace-live-events';
import { useWorkspaceId } from '../features/workspaces/queries';
import { useBillingLiveEvents } from '../features/billing/live/use-billing-live-events';
import { SearchModalHost } from '../features/search/components/SearchModalHost';
import { SignedInRoute } from './SignedInRoute';
import { selectWorkspace } from './workspace-guards';

/**
 * The element of every route under /workspace/{wsid} (its loader checked the id): the workspace
 * is the current one for API calls and the one to come back to; its live events (workspace,
 * groups and projects, docs and their comments, logs, important links, the inbox) apply;
 * Ctrl/Cmd+K opens the search modal.
 */
export function WorkspaceRoute() {
  const workspaceId = useWorkspaceId();
  useEffect(() => selectWorkspace(workspaceId), [workspaceId]);
  useBillingLiveEvents(workspaceId);
  useWorkspaceLiveEvents(workspaceId);
  useGroupsLiveEvents(workspaceId);
  useDocsLiveEvents(workspaceId);
  useCommentsLiveEvents(workspaceId);
  useLogsLiveEvents(workspaceId);
  useImportantLinksLiveEvents(workspaceId);
  useInboxLiveEvents();
  return (
    <>
      <SignedInRoute />
      <SearchModalHost workspaceId={workspaceId} />
    </>
  );
}
