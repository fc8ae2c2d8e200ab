import { Alert, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { toast } from '../../../ui/toast';
import { PrivacyFields } from '../../items/PrivacyFields';
import { invalidateGroupsAndProjects } from '../../items/cache';
import { openImportDocsModal } from '../../docs/import/ImportDocsModal';
import { useWorkspaceId } from '../../workspaces/queries';
import { EmojiPicker, PROJECT_EMOJIS } from '../components/EmojiPicker';
import { projectForm } from '../project-form';
import { createProject } from '../projects-api';
import { useGroupsForProjects } from '../use-project-groups';

/**
 * /workspace/{wsid}/project/create?groupid=: emoji, name, group, privacy; then the project, with
 * the import form open when its docs are to come from a file (another tool's export).
 */
export function ProjectCreatePage() {
  const [thenImport, setThenImport] = useState(false);
  const workspaceId = useWorkspaceId();
  const [params] = useSearchParams();
  const { groups, pending } = useGroupsForProjects(workspaceId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wantedGroup = params.get('groupid') ?? '';
  const form = useApiForm({
    schema: projectForm,
    initialValues: {
      name: '',
      emoji: PROJECT_EMOJIS[0] ?? null,
      group_id: wantedGroup,
      privacy: 'OPEN',
      // An open project is one the workspace works in (as in Notion, Linear, Outline).
      right: 'EDIT',
    },
    onSubmit: async (values) => {
      const projectId = await createProject(workspaceId, values);
      await invalidateGroupsAndProjects(queryClient, workspaceId);
      toast.success(`Project “${values.name}” created`);
      await navigate(routes.project(workspaceId, projectId), { replace: true });
      if (thenImport) openImportDocsModal(workspaceId, projectId);
    },
  });
  const groupOptions = groups.map((group) => ({ value: String(group.id), label: group.name }));
  const noGroup = !pending && groups.length === 0;

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        A project keeps its docs, logs, important documents, planning and team in one place.
      </Text>
      {noGroup ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          Projects are added to a group by people who can edit it. Ask a group’s team to give you
          the right “Can edit and invite”, or create a group.
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ApiForm form={form} aria-label="Create a project">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <EmojiPicker
              value={form.mantine.getValues().emoji}
              onChange={(value) => form.mantine.setFieldValue('emoji', value)}
            />
            <TextInput
              label="Project name"
              placeholder="Moon landing"
              maxLength={80}
              flex={1}
              {...form.mantine.getInputProps('name')}
            />
          </Group>
          <Select
            label="Group"
            placeholder={pending ? 'Loading groups...' : 'Choose a group'}
            data={groupOptions}
            allowDeselect={false}
            searchable={groupOptions.length > 8}
            disabled={noGroup}
            {...form.mantine.getInputProps('group_id')}
          />
          <PrivacyFields form={form.mantine} kind="project" />
          <Checkbox
            label="Then import its docs"
            description="Markdown files, or an export of Notion, Confluence, Outline or Docmost"
            checked={thenImport}
            onChange={(event) => setThenImport(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <SubmitButton busy={form.busy} disabled={noGroup}>
              Create project
            </SubmitButton>
          </Group>
        </ApiForm>
      </Paper>
    </Stack>
  );
}
