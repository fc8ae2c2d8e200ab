import { useProject, useProjectId } from '../../projects/queries';
import { useWorkspaceId } from '../../workspaces/queries';
import { PlanningView } from '../components/PlanningView';

/** Only people who can edit an active project change its planning; others read it. */
export function usePlanningProject() {
  const workspaceId = useWorkspaceId();
  const project = useProject(workspaceId, useProjectId());
  const editable = project?.abilities.editContent ?? false;
  return { workspaceId, project, editable };
}

/** 'Planning' (`/project/{id}/planning`), in the project layout. */
export function PlanningPage() {
  const { workspaceId, project, editable } = usePlanningProject();
  if (!project) return null;
  return (
    <PlanningView
      workspaceId={workspaceId}
      project={project}
      editable={editable}
      fullscreen={false}
    />
  );
}
