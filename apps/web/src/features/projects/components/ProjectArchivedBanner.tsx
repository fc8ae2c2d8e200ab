import type { Project } from '@hangar/contracts/projects';
import { ArchivedBanner } from '../../../ui/ArchivedBanner';
import type { ProjectControls } from '../project-controls';
import { useProjectStateActions } from '../use-project-state-actions';

interface ProjectArchivedBannerProps {
  workspaceId: number;
  project: Project;
  controls: ProjectControls;
}

/** 'This project is archived', with Restore for the members who can edit it. */
export function ProjectArchivedBanner({
  workspaceId,
  project,
  controls,
}: ProjectArchivedBannerProps) {
  const state = useProjectStateActions(workspaceId, project);
  return (
    <ArchivedBanner
      text="This project is archived"
      onRestore={controls.restoreFromBanner ? state.restore : undefined}
      restoring={state.pending}
    />
  );
}
