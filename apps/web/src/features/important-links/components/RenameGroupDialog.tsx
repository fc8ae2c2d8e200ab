import { TextInput } from '@mantine/core';
import { requiredString } from '@hangar/contracts/fields';
import { z } from 'zod';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';

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
      <FormActions onCancel={close} busy={form.busy}>
        Rename
      </FormActions>
    </ApiForm>
  );
}
