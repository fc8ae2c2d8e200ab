import { ProjectLayout } from '../../../app/layouts/ProjectLayout';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';
import { projectControls } from '../project-controls';
import { useProject, useProjectId } from '../queries';
import { ProjectActions } from './ProjectActions';
import { ProjectArchivedBanner } from './ProjectArchivedBanner';
import { ProjectHeading } from './ProjectHeading';
import { ProjectSidePanel } from './ProjectSidePanel';

/**
 * The layout of a project's pages (SPEC.md section 2 "Project layout"): the side panel with the
 * project pages and its docs, the top bar with the project and its actions, the archived banner.
 */
export function ProjectRouteLayout() {
  const workspaceId = useWorkspaceId();
  const project = useProject(workspaceId, useProjectId());
  const role = useWorkspace(workspaceId)?.role;
  if (!project || !role) return null;
  const controls = projectControls(role, project);
  return (
    <ProjectLayout
      projectTitle={<ProjectHeading workspaceId={workspaceId} project={project} />}
      actions={<ProjectActions workspaceId={workspaceId} project={project} controls={controls} />}
      docsPanel={<ProjectSidePanel workspaceId={workspaceId} project={project} />}
      banner={
        project.is_archived ? (
          <ProjectArchivedBanner workspaceId={workspaceId} project={project} controls={controls} />
        ) : null
      }
    />
  );
}
