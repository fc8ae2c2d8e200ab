import type { Doc } from '@hangar/contracts/docs';
import { ArchivedBanner } from '../../../ui/ArchivedBanner';
import { useDocStateActions } from '../actions/use-doc-state-actions';
import type { DocControls } from '../doc-controls';

/** 'This documentation is archived', with Restore for the members who can edit it. */
export function DocArchivedBanner({
  workspaceId,
  doc,
  controls,
}: {
  workspaceId: number;
  doc: Doc;
  controls: DocControls;
}) {
  const state = useDocStateActions(workspaceId, doc);
  return (
    <ArchivedBanner
      text="This documentation is archived"
      onRestore={controls.restoreFromBanner ? state.restore : undefined}
      restoring={state.pending}
    />
  );
}
