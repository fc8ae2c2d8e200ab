import { Button, Group, TextInput } from '@mantine/core';
import { requiredString } from '@hangar/contracts/fields';
import { z } from 'zod';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';

const renameForm = z.object({ name: requiredString().max(100) });

interface RenameGroupDialogProps {
  name: string;
  onRename: (name: string) => Promise<unknown>;
  close: () => void;
}

/** A group of links' new name. */
export function RenameGroupDialog({ name, onRename, close }: RenameGroupDialogProps) {
  const form = useApiForm({
    schema: renameForm,
    initialValues: { name },
    onSubmit: async (values) => {
      await onRename(values.name);
      close();
    },
  });
  return (
    <ApiForm form={form} aria-label="Rename the group">
      <TextInput
        label="Group name"
        maxLength={100}
        data-autofocus
        {...form.mantine.getInputProps('name')}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <SubmitButton busy={form.busy}>Rename</SubmitButton>
      </Group>
    </ApiForm>
  );
}
