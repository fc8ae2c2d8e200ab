import { Alert, Group as Row, Stack, TextInput } from '@mantine/core';
import { updateGroupInput, type Group } from '@hangar/contracts/groups';
import { useQueryClient } from '@tanstack/react-query';
import { IconLock } from '@tabler/icons-react';
import { z } from 'zod';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { LifecycleSettingsSections } from '../../../ui/LifecycleSettingsSections';
import { SettingsSection } from '../../../ui/SettingsSection';
import { toast } from '../../../ui/toast';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';
import { PrivacyFields } from '../components/PrivacyFields';
import { groupControls, type GroupControls } from '../group-controls';
import { updateGroup } from '../groups-api';
import { groupKeys, invalidateGroups, useGroup, useGroupId } from '../queries';
import { useGroupStateActions } from '../use-group-state-actions';

const { name, privacy, right } = updateGroupInput.shape;
const groupDetailsForm = z.object({
  name: name.unwrap(),
  privacy: privacy.unwrap(),
  right: right.unwrap(),
});

function GroupDetailsForm({
  workspaceId,
  group,
  editable,
}: {
  workspaceId: number;
  group: Group;
  editable: boolean;
}) {
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: groupDetailsForm,
    initialValues: { name: group.name, privacy: group.privacy, right: group.right },
    onSubmit: async (values) => {
      const updated = await updateGroup(workspaceId, group.id, values);
      queryClient.setQueryData(groupKeys.detail(workspaceId, group.id), updated);
      void invalidateGroups(queryClient, workspaceId);
      toast.success('Group settings saved');
    },
  });
  return (
    <ApiForm form={form} aria-label="Group settings">
      <TextInput
        label="Group name"
        maxLength={80}
        readOnly={!editable}
        {...form.mantine.getInputProps('name')}
      />
      <PrivacyFields form={form.mantine} kind="group" readOnly={!editable} />
      {editable ? (
        <Row justify="flex-end">
          <SubmitButton busy={form.busy} disabled={!form.mantine.isDirty()}>
            Save
          </SubmitButton>
        </Row>
      ) : (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
          Only people who can edit this group change its settings.
        </Alert>
      )}
    </ApiForm>
  );
}

function GroupStateSections({
  workspaceId,
  group,
  controls,
}: {
  workspaceId: number;
  group: Group;
  controls: GroupControls;
}) {
  const state = useGroupStateActions(workspaceId, group);
  return (
    <LifecycleSettingsSections
      noun="group"
      controls={controls}
      actions={state}
      descriptions={{
        archive:
          'Archived groups leave the side menu and their projects become read-only. Nothing is deleted: restore it at any time.',
        restore: 'Bring the group back to the side menu, with its projects if you wish.',
        delete: 'Deletes the group for everyone, with all its projects, docs, logs and links.',
      }}
    />
  );
}

/** /workspace/{wsid}/group/{groupid}/settings: name and privacy; archive; delete. */
export function GroupSettingsPage() {
  const workspaceId = useWorkspaceId();
  const group = useGroup(workspaceId, useGroupId());
  const role = useWorkspace(workspaceId)?.role;
  if (!group || !role) return null;
  const controls = groupControls(group);
  return (
    <Stack gap="lg" maw={720}>
      <SettingsSection title="Group" description="Its name, and who can see it.">
        {/* Saved values changed (here or live): the form starts again from them. */}
        <GroupDetailsForm
          key={`${group.name}\n${group.privacy}\n${group.right}\n${controls.editSettings}`}
          workspaceId={workspaceId}
          group={group}
          editable={controls.editSettings}
        />
      </SettingsSection>
      <GroupStateSections workspaceId={workspaceId} group={group} controls={controls} />
    </Stack>
  );
}
