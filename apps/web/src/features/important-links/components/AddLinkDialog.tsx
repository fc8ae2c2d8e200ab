import { SegmentedControl, Select, TextInput } from '@mantine/core';
import type { ImportantLinks } from '@hangar/contracts/important-links';
import { useQueryClient } from '@tanstack/react-query';
import { IconFileText, IconLink } from '@tabler/icons-react';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { toast } from '../../../ui/toast';
import { useProjectDocChoices } from '../../logs/doc-choices';
import { addLinkForm, addLinkInput, emptyLinkValues, NEW_GROUP } from '../link-form';
import { addImportantLink } from '../important-links-api';
import { setCachedLinks } from '../queries';

interface AddLinkDialogProps {
  workspaceId: number;
  projectId: number;
  links: ImportantLinks | undefined;
  close: () => void;
}

/**
 * 'Add an important document' (`?modal=add-attachement`): a doc of the project or a web
 * address, into an existing group or a new one. The server refuses an address already listed
 * ('This link is already in the list', under the field).
 */
export function AddLinkDialog({ workspaceId, projectId, links, close }: AddLinkDialogProps) {
  const queryClient = useQueryClient();
  const { choices } = useProjectDocChoices(workspaceId, projectId);
  const form = useApiForm({
    schema: addLinkForm,
    initialValues: emptyLinkValues(links),
    onSubmit: async (values) => {
      const saved = await addImportantLink(workspaceId, projectId, addLinkInput(values));
      setCachedLinks(queryClient, workspaceId, projectId, saved);
      toast.success('Link added');
      close();
    },
  });
  const { mantine } = form;
  const values = mantine.getValues();
  const groupOptions = [
    ...(links?.groups ?? []).map((group) => ({ value: String(group.id), label: group.name })),
    { value: NEW_GROUP, label: 'A new group…' },
  ];

  return (
    <ApiForm form={form} aria-label="Add an important document">
      <SegmentedControl
        aria-label="Kind of link"
        fullWidth
        data={[
          { value: 'external', label: 'Web page' },
          { value: 'doc', label: 'Doc of the project' },
        ]}
        {...mantine.getInputProps('link_type')}
      />
      {values.link_type === 'external' ? (
        <TextInput
          label="Address"
          placeholder="https://"
          leftSection={<IconLink size={16} />}
          data-autofocus
          {...mantine.getInputProps('url')}
        />
      ) : (
        <Select
          label="Doc"
          placeholder={choices.length === 0 ? 'No doc in this project yet' : 'Choose a doc'}
          data={choices.map((doc) => ({
            value: String(doc.id),
            label: `${'  '.repeat(doc.depth)}${doc.name}`,
          }))}
          searchable
          leftSection={<IconFileText size={16} />}
          {...mantine.getInputProps('doc_id')}
        />
      )}
      <TextInput
        label="Title"
        description="Optional: the address or the doc’s name otherwise"
        maxLength={200}
        {...mantine.getInputProps('title')}
      />
      <Select
        label="Group"
        data={groupOptions}
        allowDeselect={false}
        {...mantine.getInputProps('group')}
      />
      {values.group === NEW_GROUP ? (
        <TextInput
          label="Group name"
          placeholder="Specifications"
          maxLength={100}
          {...mantine.getInputProps('group_name')}
        />
      ) : null}
      <FormActions onCancel={close} busy={form.busy}>
        Add
      </FormActions>
    </ApiForm>
  );
}
