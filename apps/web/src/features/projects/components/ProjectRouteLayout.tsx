import { ProjectLayout } from '../../../app/layouts/ProjectLayout';
import { useDocPageTitle } from '../../docs/pages/doc-page-title';
import { useWorkspaceId } from '../../workspaces/queries';
import { useProject, useProjectId } from '../queries';
import { ProjectActions } from './ProjectActions';
import { archivedItemBanner } from '../../../ui/ArchivedBanner';
import { useProjectStateActions } from '../use-project-state-actions';
import { ProjectHeading } from './ProjectHeading';
import { ProjectSidePanel } from './ProjectSidePanel';

const ProjectArchivedBanner = archivedItemBanner(
  'This project is archived',
  useProjectStateActions,
);

/**
 * The layout of a project's pages (SPEC.md section 2 "Project layout"): the side panel with the
 * project pages and its docs, the top bar with the project and its actions, the archived banner.
 */
export function ProjectRouteLayout() {
  const workspaceId = useWorkspaceId();
  const projectId = useProjectId();
  const project = useProject(workspaceId, projectId);
  const pageTitle = useDocPageTitle(workspaceId, projectId);
  if (!project) return null;
  return (
    <ProjectLayout
      projectTitle={<ProjectHeading workspaceId={workspaceId} project={project} />}
      actions={<ProjectActions workspaceId={workspaceId} project={project} />}
      docsPanel={<ProjectSidePanel workspaceId={workspaceId} project={project} />}
      pageTitle={pageTitle}
      banner={
        project.is_archived ? (
          <ProjectArchivedBanner workspaceId={workspaceId} item={project} />
        ) : null
      }
    />
  );
}
