import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { personalSettingsInput, type Workspace } from '@hangar/contracts/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { ApiForm, SubmitButton } from '../../../ui/form';
import { useSettingsForm } from '../../../ui/form/use-settings-form';
import { SettingsSection } from '../../../ui/SettingsSection';
import { CookieSettingsSection } from '../../third-party/components/CookieSettingsSection';
import { toast } from '../../../ui/toast';
import { invalidateWorkspace, useWorkspace, useWorkspaceId, useWorkspaces } from '../queries';
import { updatePersonalSettings } from '../workspaces-api';

const jobTitleForm = personalSettingsInput.pick({ job_title: true });

function JobTitleSection({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const form = useSettingsForm({
    schema: jobTitleForm,
    initialValues: { job_title: workspace.job_title },
    onSubmit: async (values) => {
      await updatePersonalSettings(workspace.id, values);
      await invalidateWorkspace(queryClient, workspace.id);
    },
    saved: 'Job title saved',
  });
  return (
    <SettingsSection
      title="Your job title"
      description={`What your teammates see beside your name in ${workspace.name}.`}
    >
      <ApiForm form={form} aria-label="Your job title">
        <TextInput
          label="Job title"
          placeholder="Product designer"
          maxLength={80}
          {...form.mantine.getInputProps('job_title')}
        />
        <Group justify="flex-end">
          <SubmitButton busy={form.busy} disabled={!form.mantine.isDirty()}>
            Save
          </SubmitButton>
        </Group>
      </ApiForm>
    </SettingsSection>
  );
}

function EmailAlertsSection({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const entry = useWorkspaces()?.find((candidate) => candidate.workspace.id === workspace.id);
  const save = useMutation({
    mutationFn: (emailAlert: boolean) =>
      updatePersonalSettings(workspace.id, { email_alert: emailAlert }),
    onSuccess: (_entry, emailAlert) => {
      void invalidateWorkspace(queryClient, workspace.id);
      toast.success(emailAlert ? 'E-mail alerts on' : 'E-mail alerts off');
    },
    onError: (error) => {
      toast.error((isApiError(error) && error.detail) || 'The change could not be saved.');
    },
  });
  const checked = save.isPending ? save.variables : (entry?.email_alert ?? false);

  return (
    <SettingsSection title="Notifications">
      <Switch
        checked={checked}
        disabled={!entry || save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
        label="E-mail alerts"
        description={`Get an e-mail when a teammate sends a notification about a log in ${workspace.name}.`}
        size="md"
      />
    </SettingsSection>
  );
}

/** /workspace/{wsid}/settings/personal: the user's job title and e-mail alerts here, and
 * this browser's cookie choice. */
export function PersonalSettingsPage() {
  const workspace = useWorkspace(useWorkspaceId());
  if (!workspace) return null;
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        These settings are yours, and only for this workspace.
      </Text>
      <JobTitleSection workspace={workspace} />
      <EmailAlertsSection workspace={workspace} />
      <CookieSettingsSection />
    </Stack>
  );
}
