import { Stack } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { WorkspaceSsoSection } from '../../sso/components/WorkspaceSsoSection';
import { useAddressModal } from '../../../ui/use-address-modal';
import { useWorkspace, useWorkspaceId } from '../queries';
import { LogoDialog } from './LogoDialog';
import { SignInRulesSection } from './SignInRulesSection';
import { WorkspaceDetailsSection } from './WorkspaceDetailsSection';
import { WorkspaceExitSections } from './WorkspaceExitSections';
import { WorkspaceStorageSection } from './WorkspaceStorageSection';

/** The logo dialog follows the address (`?modal=change-logo`, SPEC.md section 2). */
function useLogoDialog(workspaceId: number, allowed: boolean) {
  return useAddressModal('change-logo', allowed, (close) => ({
    title: 'Workspace logo',
    size: MODAL_WIDTH.default,
    centered: true,
    children: <LogoDialog workspaceId={workspaceId} onDone={close} />,
  }));
}

/**
 * /workspace/{wsid}/settings/workspace: logo, name, e-mail domain; single sign-on and sign-in rules
 * (owners); storage used; leave; delete.
 */
export function WorkspaceSettingsPage() {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const openLogoDialog = useLogoDialog(workspaceId, workspace?.abilities.updateSettings === true);
  if (!workspace) return null;
  return (
    <Stack gap="lg">
      <WorkspaceDetailsSection workspace={workspace} onChangeLogo={openLogoDialog} />
      {workspace.abilities.manageSignInRules ? (
        <>
          <WorkspaceSsoSection workspaceId={workspace.id} />
          <SignInRulesSection workspaceId={workspace.id} />
        </>
      ) : null}
      <WorkspaceStorageSection workspaceId={workspace.id} />
      <WorkspaceExitSections workspace={workspace} />
    </Stack>
  );
}
