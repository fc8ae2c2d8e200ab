import { Group, Select, Switch, TextInput } from '@mantine/core';
import type { Project } from '@hangar/contracts/projects';
import { useQueryClient } from '@tanstack/react-query';
import { ApiForm, SettingsFormFooter } from '../../../ui/form';
import { useSettingsForm } from '../../../ui/form/use-settings-form';
import { invalidateGroupsAndProjects } from '../../items/cache';
import { itemSettingsPage, type ItemFormProps } from '../../items/ItemSettingsPage';
import { PrivacyFields } from '../../items/PrivacyFields';
import { EmojiPicker } from '../components/EmojiPicker';
import { projectSettingsForm } from '../project-form';
import { updateProject } from '../projects-api';
import { projectKeys, useProject, useProjectId } from '../queries';
import { useGroupsForProjects } from '../use-project-groups';
import { useProjectStateActions } from '../use-project-state-actions';

function ProjectDetailsForm({ workspaceId, item: project }: ItemFormProps<Project>) {
  const queryClient = useQueryClient();
  const editable = project.abilities.update;
  const { groups } = useGroupsForProjects(workspaceId);
  // Its own group is always listed, even when the user may not add projects to it.
  const groupOptions = [
    { value: String(project.group_id), label: project.location.join(' / ') },
    ...groups
      .filter((group) => group.id !== project.group_id)
      .map((group) => ({ value: String(group.id), label: group.name })),
  ];
  const form = useSettingsForm({
    schema: projectSettingsForm,
    initialValues: {
      name: project.name,
      emoji: project.emoji,
      group_id: String(project.group_id),
      privacy: project.privacy,
      right: project.right,
      viewers_comment: project.viewers_comment,
    },
    onSubmit: async (values) => {
      const updated = await updateProject(workspaceId, project.id, values);
      queryClient.setQueryData(projectKeys.detail(workspaceId, project.id), updated);
      void invalidateGroupsAndProjects(queryClient, workspaceId);
    },
    saved: 'Project settings saved',
  });

  return (
    <ApiForm form={form} aria-label="Project settings">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <EmojiPicker
          value={form.mantine.getValues().emoji}
          onChange={(value) => form.mantine.setFieldValue('emoji', value)}
          disabled={!editable}
        />
        <TextInput
          label="Project name"
          maxLength={80}
          flex={1}
          readOnly={!editable}
          {...form.mantine.getInputProps('name')}
        />
      </Group>
      <Select
        label="Group"
        description={editable ? 'Move the project to another group you can edit.' : undefined}
        data={groupOptions}
        allowDeselect={false}
        readOnly={!editable}
        {...form.mantine.getInputProps('group_id')}
      />
      <PrivacyFields form={form.mantine} kind="project" readOnly={!editable} />
      <Switch
        label="People who can only view may comment"
        description="Editors always can. Comments never show through a public link."
        disabled={!editable}
        {...form.mantine.getInputProps('viewers_comment', { type: 'checkbox' })}
      />
      <SettingsFormFooter form={form} editable={editable} noun="project" />
    </ApiForm>
  );
}

function useProjectOfPage(workspaceId: number) {
  return useProject(workspaceId, useProjectId());
}

/**
 * /workspace/{wsid}/project/{projectid}/settings: emoji, name, group, privacy, who may comment;
 * archive; delete.
 */
export const ProjectSettingsPage = itemSettingsPage({
  noun: 'project',
  title: 'Project',
  description: 'How it looks, where it lives, who can see it.',
  lifecycle: {
    archive:
      'An archived project is read-only and leaves the lists of active projects. Nothing is deleted.',
    restore: 'Its team can work in it again.',
    delete: 'Deletes the project for everyone, with its docs, logs and links.',
  },
  useStateActions: useProjectStateActions,
  useItem: useProjectOfPage,
  savedValues: (project) => [
    project.name,
    project.emoji,
    project.group_id,
    project.privacy,
    project.right,
    project.viewers_comment,
  ],
  Form: ProjectDetailsForm,
});
