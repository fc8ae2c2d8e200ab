import type { Group } from '@hangar/contracts/groups';
import { ArchivedBanner } from '../../../ui/ArchivedBanner';
import type { GroupControls } from '../group-controls';
import { useGroupStateActions } from '../use-group-state-actions';

interface GroupArchivedBannerProps {
  workspaceId: number;
  group: Group;
  controls: GroupControls;
}

/** 'This group is archived', with Restore for the members who can edit it. */
export function GroupArchivedBanner({ workspaceId, group, controls }: GroupArchivedBannerProps) {
  const state = useGroupStateActions(workspaceId, group);
  return (
    <ArchivedBanner
      text="This group is archived"
      onRestore={controls.restoreFromBanner ? state.restore : undefined}
      restoring={state.pending}
    />
  );
}
