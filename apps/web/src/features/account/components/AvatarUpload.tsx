import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Me } from '@hangar/contracts/account';
import { avatarColor, formatFileSize } from '@hangar/domain/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { requestReauthentication } from '../../../ui/form/reauthentication';
import { toast } from '../../../ui/toast';
import { useUploadLimit } from '../../app-config/queries';
import { setCachedMe } from '../../auth/queries';
import { changeAvatar, updateMe } from '../account-api';
import { RemoveImageButton, UploadImageButton } from './ImageButtons';

/** The message under the picture when an upload failed: the server says why (size, type). */
export function avatarErrorText(error: unknown): string {
  if (isApiError(error) && error.detail) return error.detail;
  if (isApiError(error) && error.isNetworkFailure) return 'Could not reach Hangar. Try again.';
  return 'The picture could not be changed. Try another one.';
}

/** The hint under an image picker, with this installation's upload limit. */
export function imageHint(maxBytes: number | undefined): string {
  const types = 'PNG, JPEG, GIF or WebP';
  return maxBytes === undefined ? `${types}.` : `${types}, up to ${formatFileSize(maxBytes)}.`;
}

interface AvatarUploadProps {
  me: Me;
}

/** The profile picture: upload a new one (POST /upload, then PUT /users/me) or remove it. */
export function AvatarUpload({ me }: AvatarUploadProps) {
  const queryClient = useQueryClient();
  const maxBytes = useUploadLimit();
  const save = useMutation({
    mutationFn: (file: File | null) =>
      file ? changeAvatar(file, maxBytes) : updateMe({ avatar: null }),
    onSuccess: (profile, file) => {
      setCachedMe(queryClient, profile);
      toast.success(file ? 'Profile picture updated' : 'Profile picture removed');
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) requestReauthentication();
    },
  });
  const failed = save.error && !(isApiError(save.error) && save.error.status === 401);

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar
        src={me.avatar}
        alt={me.avatar ? `${me.fullname}'s profile picture` : undefined}
        color={avatarColor(me.fullname)}
        size={72}
        radius="50%"
      >
        {me.initial}
      </Avatar>
      <Stack gap={6} miw={0}>
        <Group gap="xs">
          <UploadImageButton save={save} variant="default" size="sm">
            Upload a picture
          </UploadImageButton>
          {me.avatar ? <RemoveImageButton save={save} size="sm" /> : null}
        </Group>
        {failed ? (
          <Text size="sm" c="red.7" role="alert">
            {avatarErrorText(save.error)}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {imageHint(maxBytes)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
