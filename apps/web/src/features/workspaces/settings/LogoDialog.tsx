import { Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { toast } from '../../../ui/toast';
import { uploadFile } from '../../../api/upload';
import { avatarErrorText, imageHint } from '../../account/components/AvatarUpload';
import { RemoveImageButton, UploadImageButton } from '../../account/components/ImageButtons';
import { useUploadLimit } from '../../app-config/queries';
import { WorkspaceLogo } from '../components/WorkspaceLogo';
import { useWorkspace, workspaceKeys } from '../queries';
import { updateWorkspace } from '../workspaces-api';

interface LogoDialogProps {
  workspaceId: number;
  onDone: () => void;
}

/** The change-logo dialog (`?modal=change-logo`): upload a new logo, or remove it. */
export function LogoDialog({ workspaceId, onDone }: LogoDialogProps) {
  const queryClient = useQueryClient();
  const workspace = useWorkspace(workspaceId);
  const maxBytes = useUploadLimit();
  const save = useMutation({
    mutationFn: async (file: File | null) =>
      updateWorkspace(workspaceId, { logo: file ? await uploadFile(file, maxBytes) : null }),
    onSuccess: (updated, file) => {
      queryClient.setQueryData(workspaceKeys.current(workspaceId), updated);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
      toast.success(file ? 'Logo updated' : 'Logo removed');
      onDone();
    },
  });
  if (!workspace) return null;
  const failed = save.error && !(isApiError(save.error) && save.error.status === 401);

  return (
    <Stack gap="lg" align="center" py="xs">
      <WorkspaceLogo workspace={workspace} size={96} />
      <Text size="sm" c="dimmed" ta="center">
        A square image works best. {imageHint(maxBytes)}
      </Text>
      {failed ? (
        <Text size="sm" c="red.7" role="alert" ta="center">
          {avatarErrorText(save.error)}
        </Text>
      ) : null}
      <Group gap="sm" justify="center">
        {workspace.logo ? <RemoveImageButton save={save} /> : null}
        <UploadImageButton save={save}>Upload a logo</UploadImageButton>
      </Group>
    </Stack>
  );
}
