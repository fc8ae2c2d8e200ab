import { Button, FileButton, type ButtonProps } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/gif,image/webp';

/** Saves a new image (a file), or removes it (null). */
type ImageSave = Pick<
  UseMutationResult<unknown, Error, File | null>,
  'mutate' | 'isPending' | 'variables'
>;

interface ImageButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  save: ImageSave;
}

/** Picks an image file and saves it (a profile picture, a workspace logo). */
export function UploadImageButton({
  save,
  children,
  ...button
}: ImageButtonProps & { children: ReactNode }) {
  return (
    <FileButton onChange={(file) => file && save.mutate(file)} accept={ACCEPTED_IMAGES}>
      {(props) => (
        <Button
          {...props}
          {...button}
          leftSection={<IconPhotoUp size={16} />}
          loading={save.isPending && save.variables !== null}
        >
          {children}
        </Button>
      )}
    </FileButton>
  );
}

/** Removes the image. */
export function RemoveImageButton({ save, ...button }: ImageButtonProps) {
  return (
    <Button
      variant="subtle"
      color="gray"
      {...button}
      leftSection={<IconTrash size={16} />}
      loading={save.isPending && save.variables === null}
      onClick={() => save.mutate(null)}
    >
      Remove
    </Button>
  );
}
