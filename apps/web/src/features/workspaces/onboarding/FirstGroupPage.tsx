import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { createGroupInput } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { IconFolders } from '@tabler/icons-react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { WorkspaceAccess } from '../../../app/workspace-guards';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { toast } from '../../../ui/toast';
import { AuthHeading } from '../../auth/components/AuthHeading';
import { createGroup } from '../../groups/groups-api';
import { groupKeys } from '../../groups/queries';
import { useWorkspace } from '../queries';
import { OnboardingSteps } from './OnboardingSteps';

const SUGGESTIONS = ['Engineering', 'Marketing', 'Design', 'Operations'] as const;
const groupNameForm = createGroupInput.pick({ name: true });

/** /signup/group: the first group of the workspace, then its Home. */
export function FirstGroupPage() {
  const { workspaceId } = useLoaderData<WorkspaceAccess>();
  const workspace = useWorkspace(workspaceId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const home = routes.workspace(workspaceId);
  const form = useApiForm({
    schema: groupNameForm,
    initialValues: { name: '' },
    onSubmit: async ({ name }) => {
      await createGroup(workspaceId, name);
      await queryClient.invalidateQueries({ queryKey: groupKeys.all(workspaceId) });
      toast.success(`Group ${name} created`);
      await navigate(home);
    },
  });
  if (!workspace) return null;

  return (
    <Stack gap="xl">
      <OnboardingSteps current="First group" />
      <AuthHeading title="Create your first group" icon={<IconFolders size={26} />}>
        Groups gather the projects of a team or a topic. Everyone in {workspace.name} can find them
        in the side menu.
      </AuthHeading>
      {workspace.abilities.createGroup ? (
        <ApiForm form={form} aria-label="Create your first group">
          <TextInput
            label="Group name"
            placeholder="Engineering"
            size="md"
            maxLength={80}
            {...form.mantine.getInputProps('name')}
          />
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              Ideas:
            </Text>
            {SUGGESTIONS.map((suggestion) => (
              <Button
                key={suggestion}
                size="compact-xs"
                variant="light"
                radius="xl"
                onClick={() => form.mantine.setFieldValue('name', suggestion)}
              >
                {suggestion}
              </Button>
            ))}
          </Group>
          <SubmitButton busy={form.busy} size="md" fullWidth>
            Create group
          </SubmitButton>
          <Button component={Link} to={home} variant="subtle" color="gray">
            Skip for now
          </Button>
        </ApiForm>
      ) : (
        <Button component={Link} to={home} size="md">
          Go to Home
        </Button>
      )}
    </Stack>
  );
}
