import { useProject, useProjectId } from '../projects/queries';
import { useWorkspaceId } from '../workspaces/queries';
import { useLog, useLogId } from './queries';

/** The log of the route (`.../logs/:logid`) and its project, both fetched by the route's loader. */
export function useRouteLog() {
  const workspaceId = useWorkspaceId();
  const projectId = useProjectId();
  const logId = useLogId();
  const log = useLog(workspaceId, projectId, logId);
  const project = useProject(workspaceId, projectId);
  return { workspaceId, projectId, logId, log, project };
}
