import { Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { WorkspaceSsoProvider } from '@hangar/contracts/workspace-sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { SettingsSection } from '../../../ui/SettingsSection';
import { toast } from '../../../ui/toast';
import { formValues } from '../workspace-sso-form';
import { removeWorkspaceSso, setWorkspaceSso, workspaceSsoQuery } from '../workspace-sso-api';
import { CopyCode } from './CopyCode';
import { SsoDomainVerification } from './SsoDomainVerification';
import { WorkspaceSsoForm } from './WorkspaceSsoForm';

function RemoveSsoButton({ workspaceId, label }: { workspaceId: number; label: string }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeWorkspaceSso(workspaceId),
    onSuccess: (answer) => {
      setWorkspaceSso(queryClient, workspaceId, answer);
      toast.success('Single sign-on removed');
    },
    onError: (error) =>
      toast.error(
        (isApiError(error) && error.detail) || 'Single sign-on could not be removed. Try again.',
      ),
  });
  const ask = () =>
    openConfirmModal({
      title: 'Remove single sign-on?',
      message: `Members can no longer sign in with ${label}. A rule requiring single sign-on stops applying.`,
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
      critical: true,
      onConfirm: () => remove.mutate(),
    });
  return (
    <Group>
      <Button color="red" variant="light" loading={remove.isPending} onClick={ask}>
        Remove single sign-on
      </Button>
    </Group>
  );
}

function SsoSettings({
  workspaceId,
  provider,
}: {
  workspaceId: number;
  provider: WorkspaceSsoProvider | null;
}) {
  return (
    <Stack gap="lg">
      {provider ? (
        <CopyCode
          label="Redirect URI"
          value={provider.redirect_uri}
          description="Register this address at your provider."
        />
      ) : null}
      {/* Saved: the form starts again from what the server keeps (the secret field empty). */}
      <WorkspaceSsoForm
        key={JSON.stringify(formValues(provider))}
        workspaceId={workspaceId}
        provider={provider}
      />
      {provider ? (
        <>
          <Divider />
          <SsoDomainVerification workspaceId={workspaceId} provider={provider} />
          <Divider />
          <RemoveSsoButton workspaceId={workspaceId} label={provider.label} />
        </>
      ) : null}
    </Stack>
  );
}

/** Workspace settings, for owners: the workspace's own OpenID Connect provider and its domain. */
export function WorkspaceSsoSection({ workspaceId }: { workspaceId: number }) {
  const sso = useQuery(workspaceSsoQuery(workspaceId));
  return (
    <SettingsSection
      title="Single sign-on"
      description="Let your members sign in with your company’s identity provider (OpenID Connect)."
    >
      {sso.data ? (
        <SsoSettings workspaceId={workspaceId} provider={sso.data.provider} />
      ) : sso.isError ? (
        <Text c="dimmed">Single sign-on could not be read.</Text>
      ) : (
        <Skeleton height={220} />
      )}
    </SettingsSection>
  );
}
