import { TextInput } from '@mantine/core';
import { updateExternalLinkInput } from '@hangar/contracts/important-links';
import { useQueryClient } from '@tanstack/react-query';
import { IconLink } from '@tabler/icons-react';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { toast } from '../../../ui/toast';
import { updateExternalLink } from '../important-links-api';
import { setCachedLinks } from '../queries';

interface EditLinkDialogProps {
  workspaceId: number;
  projectId: number;
  link: { id: number; title: string; url: string };
  close: () => void;
}

/** A web link's address and title (`PUT /projects/{id}/external-links/{linkId}`). */
export function EditLinkDialog({ workspaceId, projectId, link, close }: EditLinkDialogProps) {
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: updateExternalLinkInput,
    initialValues: { url: link.url, title: link.title === link.url ? '' : link.title },
    onSubmit: async (values) => {
      const saved = await updateExternalLink(workspaceId, projectId, link.id, values);
      setCachedLinks(queryClient, workspaceId, projectId, saved);
      toast.success('Link saved');
      close();
    },
  });
  return (
    <ApiForm form={form} aria-label="Edit the link">
      <TextInput
        label="Address"
        leftSection={<IconLink size={16} />}
        data-autofocus
        {...form.mantine.getInputProps('url')}
      />
      <TextInput label="Title" maxLength={200} {...form.mantine.getInputProps('title')} />
      <FormActions onCancel={close} busy={form.busy}>
        Save
      </FormActions>
    </ApiForm>
  );
}
