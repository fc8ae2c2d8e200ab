import { Stack } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { closeModal, openModal } from '../../../ui/overlays';
import { useWorkspace, useWorkspaceId } from '../queries';
import { LogoDialog } from './LogoDialog';
import { WorkspaceDetailsSection } from './WorkspaceDetailsSection';
import { WorkspaceExitSections } from './WorkspaceExitSections';
import { WorkspaceStorageSection } from './WorkspaceStorageSection';

const LOGO_MODAL = 'change-logo';

/**
 * The logo dialog follows the address (`?modal=change-logo`, SPEC.md section 2): it opens when
 * the parameter is there (for those who may change the logo) and closing it removes it.
 */
function useLogoDialog(workspaceId: number, allowed: boolean) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('modal') === LOGO_MODAL;

  useEffect(() => {
    if (!wanted || !allowed) return;
    let opened = true;
    const forget = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('modal');
          return next;
        },
        { replace: true },
      );
    const modalId = openModal({
      title: 'Workspace logo',
      size: MODAL_WIDTH.default,
      centered: true,
      children: <LogoDialog workspaceId={workspaceId} onDone={() => closeModal(modalId)} />,
      onClose: () => {
        if (!opened) return;
        opened = false;
        forget();
      },
    });
    return () => {
      if (!opened) return;
      opened = false;
      closeModal(modalId);
    };
  }, [wanted, allowed, workspaceId, setParams]);

  return () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('modal', LOGO_MODAL);
      return next;
    });
}

/** /workspace/{wsid}/settings/workspace: logo, name, e-mail domain; storage used; leave; delete. */
export function WorkspaceSettingsPage() {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const openLogoDialog = useLogoDialog(workspaceId, workspace?.abilities.updateSettings === true);
  if (!workspace) return null;
  return (
    <Stack gap="lg">
      <WorkspaceDetailsSection workspace={workspace} onChangeLogo={openLogoDialog} />
      <WorkspaceStorageSection workspaceId={workspace.id} />
      <WorkspaceExitSections workspace={workspace} />
    </Stack>
  );
}
