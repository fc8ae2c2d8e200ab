import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { updateWorkspaceInput, type Workspace } from '@hangar/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { IconPhotoEdit } from '@tabler/icons-react';
import { z } from 'zod';
import { ApiForm, SettingsFormFooter } from '../../../ui/form';
import { useSettingsForm } from '../../../ui/form/use-settings-form';
import { SettingsSection } from '../../../ui/SettingsSection';
import { WorkspaceLogo } from '../components/WorkspaceLogo';
import { workspaceKeys } from '../queries';
import { updateWorkspace } from '../workspaces-api';

const { name, email_domain: emailDomain } = updateWorkspaceInput.shape;

/** Name and e-mail domain; an empty domain is none (anyone may be invited). */
const detailsForm = z.object({
  name: name.unwrap(),
  email_domain: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(emailDomain.unwrap()),
});

interface WorkspaceDetailsSectionProps {
  workspace: Workspace;
  onChangeLogo: () => void;
}

function DetailsForm({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const editable = workspace.abilities.updateSettings;
  const form = useSettingsForm({
    schema: detailsForm,
    initialValues: { name: workspace.name, email_domain: workspace.email_domain ?? '' },
    onSubmit: async (values) => {
      const updated = await updateWorkspace(workspace.id, values);
      queryClient.setQueryData(workspaceKeys.current(workspace.id), updated);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
    },
    saved: 'Workspace settings saved',
  });

  return (
    <ApiForm form={form} aria-label="Workspace settings">
      <TextInput
        label="Workspace name"
        readOnly={!editable}
        maxLength={80}
        {...form.mantine.getInputProps('name')}
      />
      <TextInput
        label="E-mail domain"
        placeholder="example.com"
        description="Members and admins must be invited with an address of this domain. Leave empty to accept any address."
        readOnly={!editable}
        {...form.mantine.getInputProps('email_domain')}
      />
      <SettingsFormFooter
        form={form}
        editable={editable}
        readOnlyNote="Only admins and owners can change these settings."
      />
    </ApiForm>
  );
}

/** Logo, name and e-mail domain: admins and owners change them, others read them. */
export function WorkspaceDetailsSection({ workspace, onChangeLogo }: WorkspaceDetailsSectionProps) {
  const editable = workspace.abilities.updateSettings;
  return (
    <SettingsSection title="Workspace" description="How your workspace appears to its members.">
      <Group gap="md" wrap="nowrap">
        <WorkspaceLogo workspace={workspace} size={64} />
        <Stack gap={6} align="flex-start">
          {editable ? (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPhotoEdit size={16} />}
              onClick={onChangeLogo}
            >
              Change logo
            </Button>
          ) : null}
          <Text size="xs" c="dimmed">
            Shown in the side menu and in the list of workspaces.
          </Text>
        </Stack>
      </Group>
      {/* Saved values changed (here or live, elsewhere): the form starts again from them. */}
      <DetailsForm
        key={`${workspace.name}\n${workspace.email_domain ?? ''}\n${workspace.role}`}
        workspace={workspace}
      />
    </SettingsSection>
  );
}
