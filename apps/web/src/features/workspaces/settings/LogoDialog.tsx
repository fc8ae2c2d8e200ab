import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { isApiError } from '../../../api/api-error';
import { toast } from '../../../ui/toast';
import { uploadFile } from '../../../api/upload';
import { avatarErrorText, imageHint } from '../../account/components/AvatarUpload';
import { useUploadLimit } from '../../app-config/queries';
import { WorkspaceLogo } from '../components/WorkspaceLogo';
import { useWorkspace, workspaceKeys } from '../queries';
import { updateWorkspace } from '../workspaces-api';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/gif,image/webp';

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
        {workspace.logo ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconTrash size={16} />}
            loading={save.isPending && save.variables === null}
            onClick={() => save.mutate(null)}
          >
            Remove
          </Button>
        ) : null}
        <FileButton onChange={(file) => file && save.mutate(file)} accept={ACCEPTED_IMAGES}>
          {(props) => (
            <Button
              {...props}
              leftSection={<IconPhotoUp size={16} />}
              loading={save.isPending && save.variables !== null}
            >
              Upload a logo
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
