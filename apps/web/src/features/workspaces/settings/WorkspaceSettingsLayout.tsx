import type { SettingsEntryKey } from '@hangar/domain/abilities/workspace';
import { SettingsLayout } from '../../../app/layouts/SettingsLayout';
import { hasProfileWarning } from '../../account/profile-warning';
import { useMe } from '../../auth/use-me';
import { hasBillingAlert } from '../billing-alert';
import { useWorkspace, useWorkspaceId } from '../queries';

/** The settings layout of a workspace: entries by the user's abilities, with their warning icons. */
export function WorkspaceSettingsLayout() {
  const workspace = useWorkspace(useWorkspaceId());
  const me = useMe();
  const warnings: SettingsEntryKey[] = [];
  if (hasProfileWarning(me)) warnings.push('profile');
  if (workspace && hasBillingAlert(workspace)) warnings.push('billing');
  return <SettingsLayout abilities={workspace?.abilities} warnings={warnings} />;
}
