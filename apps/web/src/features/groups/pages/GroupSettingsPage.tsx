import { TextInput } from '@mantine/core';
import { updateGroupInput, type Group } from '@hangar/contracts/groups';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiForm, SettingsFormFooter, useApiForm } from '../../../ui/form';
import { itemLifecycleSections } from '../../../ui/LifecycleSettingsSections';
import { ItemSettingsLayout } from '../../../ui/ItemSettingsLayout';
import { toast } from '../../../ui/toast';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';
import { PrivacyFields } from '../components/PrivacyFields';
import { groupControls } from '../group-controls';
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
      <SettingsFormFooter form={form} editable={editable} noun="group" />
    </ApiForm>
  );
}

const GroupStateSections = itemLifecycleSections(
  'group',
  {
    archive:
      'Archived groups leave the side menu and their projects become read-only. Nothing is deleted: restore it at any time.',
    restore: 'Bring the group back to the side menu, with its projects if you wish.',
    delete: 'Deletes the group for everyone, with all its projects, docs, logs and links.',
  },
  useGroupStateActions,
);

/** /workspace/{wsid}/group/{groupid}/settings: name and privacy; archive; delete. */
export function GroupSettingsPage() {
  const workspaceId = useWorkspaceId();
  const group = useGroup(workspaceId, useGroupId());
  const role = useWorkspace(workspaceId)?.role;
  if (!group || !role) return null;
  const controls = groupControls(group);
  return (
    <ItemSettingsLayout
      title="Group"
      description="Its name, and who can see it."
      lifecycle={<GroupStateSections workspaceId={workspaceId} item={group} controls={controls} />}
    >
      {/* Saved values changed (here or live): the form starts again from them. */}
      <GroupDetailsForm
        key={`${group.name}\n${group.privacy}\n${group.right}\n${controls.editSettings}`}
        workspaceId={workspaceId}
        group={group}
        editable={controls.editSettings}
      />
    </ItemSettingsLayout>
  );
}
