import { TextInput } from '@mantine/core';
import { updateGroupInput, type Group } from '@hangar/contracts/groups';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiForm, SettingsFormFooter } from '../../../ui/form';
import { useSettingsForm } from '../../../ui/form/use-settings-form';
import { itemSettingsPage, type ItemFormProps } from '../../items/ItemSettingsPage';
import { PrivacyFields } from '../../items/PrivacyFields';
import { updateGroup } from '../groups-api';
import { groupKeys, invalidateGroups, useGroup, useGroupId } from '../queries';
import { useGroupStateActions } from '../use-group-state-actions';

const { name, privacy, right } = updateGroupInput.shape;
const groupDetailsForm = z.object({
  name: name.unwrap(),
  privacy: privacy.unwrap(),
  right: right.unwrap(),
});

function GroupDetailsForm({ workspaceId, item: group }: ItemFormProps<Group>) {
  const queryClient = useQueryClient();
  const editable = group.abilities.update;
  const form = useSettingsForm({
    schema: groupDetailsForm,
    initialValues: { name: group.name, privacy: group.privacy, right: group.right },
    onSubmit: async (values) => {
      const updated = await updateGroup(workspaceId, group.id, values);
      queryClient.setQueryData(groupKeys.detail(workspaceId, group.id), updated);
      void invalidateGroups(queryClient, workspaceId);
    },
    saved: 'Group settings saved',
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

function useGroupOfPage(workspaceId: number) {
  return useGroup(workspaceId, useGroupId());
}

/** /workspace/{wsid}/group/{groupid}/settings: name and privacy; archive; delete. */
export const GroupSettingsPage = itemSettingsPage({
  noun: 'group',
  title: 'Group',
  description: 'Its name, and who can see it.',
  lifecycle: {
    archive:
      'Archived groups leave the side menu and their projects become read-only. Nothing is deleted: restore it at any time.',
    restore: 'Bring the group back to the side menu, with its projects if you wish.',
    delete: 'Deletes the group for everyone, with all its projects, docs, logs and links.',
  },
  useStateActions: useGroupStateActions,
  useItem: useGroupOfPage,
  savedValues: (group) => [group.name, group.privacy, group.right],
  Form: GroupDetailsForm,
});
