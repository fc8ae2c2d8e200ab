import { Button, Group } from '@mantine/core';
import { SubmitButton, type SubmitButtonProps } from './ApiForm';

/** A dialog form's end: Cancel, then the submit button (not in the barrel: the sign-in page, which loads ui/form, has no use for it). */
export function FormActions({ onCancel, ...submit }: SubmitButtonProps & { onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton {...submit} />
    </Group>
  );
}
