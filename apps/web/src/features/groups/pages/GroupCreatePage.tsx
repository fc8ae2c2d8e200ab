import { Alert, Button, Group as Row, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  CANT_CREATE_MORE_GROUPS,
  createGroupInput,
  privacySchema,
  rightSchema,
} from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { toast } from '../../../ui/toast';
import { useWorkspace, useWorkspaceId, workspaceKeys } from '../../workspaces/queries';
import {
  isGroupLimitError,
  openCantCreateMoreGroupsModal,
} from '../components/CantCreateMoreGroupsModal';
import { ASK_THE_OWNER_TO_UPGRADE } from '../../billing/limits/PlanLimitModal';
import { PrivacyFields } from '../../items/PrivacyFields';
import { createGroup } from '../groups-api';
import { invalidateGroups } from '../queries';

const createGroupForm = createGroupInput.extend({ privacy: privacySchema, right: rightSchema });

/** /workspace/{wsid}/group/create: name and privacy; then the new group's page. */
export function GroupCreatePage() {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canAddGroups = workspace?.can_add_groups ?? true;
  const canUpgrade = workspace?.abilities.upgrade === true;
  const form = useApiForm({
    schema: createGroupForm,
    initialValues: { name: '', privacy: 'OPEN', right: 'VIEW' },
    onSubmit: async (values) => {
      if (!canAddGroups) {
        openCantCreateMoreGroupsModal(workspaceId, canUpgrade);
        return;
      }
      let groupId: number;
      try {
        groupId = await createGroup(workspaceId, values);
      } catch (error) {
        if (!isGroupLimitError(error)) throw error;
        openCantCreateMoreGroupsModal(workspaceId, canUpgrade);
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
        return;
      }
      // The group count decides `can_add_groups`: the workspace reloads with the groups.
      await Promise.all([
        invalidateGroups(queryClient, workspaceId),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) }),
      ]);
      toast.success(`Group “${values.name}” created`);
      await navigate(routes.group(workspaceId, groupId), { replace: true });
    },
  });

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        A group gathers the projects of a team or a topic, and the people who work on them.
      </Text>
      {!canAddGroups ? (
        <Alert color="yellow" variant="light" title="Can't create more groups">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{CANT_CREATE_MORE_GROUPS}</Text>
            {canUpgrade ? (
              <Button
                component={Link}
                to={routes.settings(workspaceId, 'upgrade')}
                size="compact-sm"
                leftSection={<IconSparkles size={14} />}
              >
                Upgrade
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {ASK_THE_OWNER_TO_UPGRADE}
              </Text>
            )}
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ApiForm form={form} aria-label="Create a group">
          <TextInput
            label="Group name"
            placeholder="Engineering"
            maxLength={80}
            data-autofocus
            {...form.mantine.getInputProps('name')}
          />
          <PrivacyFields form={form.mantine} kind="group" />
          <Row justify="flex-end">
            <SubmitButton busy={form.busy}>Create group</SubmitButton>
          </Row>
        </ApiForm>
      </Paper>
    </Stack>
  );
}
