import { Group, Select, TextInput } from '@mantine/core';
import type { Project } from '@hangar/contracts/projects';
import { useQueryClient } from '@tanstack/react-query';
import { ApiForm, SettingsFormFooter, useApiForm } from '../../../ui/form';
import { itemLifecycleSections } from '../../../ui/LifecycleSettingsSections';
import { ItemSettingsLayout } from '../../../ui/ItemSettingsLayout';
import { toast } from '../../../ui/toast';
import { invalidateGroupsAndProjects } from '../../groups/cache';
import { PrivacyFields } from '../../groups/components/PrivacyFields';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';
import { EmojiPicker } from '../components/EmojiPicker';
import { projectControls, type ProjectControls } from '../project-controls';
import { projectForm } from '../project-form';
import { updateProject } from '../projects-api';
import { projectKeys, useProject, useProjectId } from '../queries';
import { useGroupsForProjects } from '../use-project-groups';
import { useProjectStateActions } from '../use-project-state-actions';

interface SectionProps {
  workspaceId: number;
  project: Project;
  controls: ProjectControls;
}

function ProjectDetailsForm({ workspaceId, project, controls }: SectionProps) {
  const queryClient = useQueryClient();
  const editable = controls.editSettings;
  const { groups } = useGroupsForProjects(workspaceId);
  // Its own group is always listed, even when the user may not add projects to it.
  const groupOptions = [
    { value: String(project.group_id), label: project.location.join(' / ') },
    ...groups
      .filter((group) => group.id !== project.group_id)
      .map((group) => ({ value: String(group.id), label: group.name })),
  ];
  const form = useApiForm({
    schema: projectForm,
    initialValues: {
      name: project.name,
      emoji: project.emoji,
      group_id: String(project.group_id),
      privacy: project.privacy,
      right: project.right,
    },
    onSubmit: async (values) => {
      const updated = await updateProject(workspaceId, project.id, values);
      queryClient.setQueryData(projectKeys.detail(workspaceId, project.id), updated);
      void invalidateGroupsAndProjects(queryClient, workspaceId);
      toast.success('Project settings saved');
    },
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
      <SettingsFormFooter form={form} editable={editable} noun="project" />
    </ApiForm>
  );
}

const ProjectStateSections = itemLifecycleSections(
  'project',
  {
    archive:
      'An archived project is read-only and leaves the lists of active projects. Nothing is deleted.',
    restore: 'Its team can work in it again.',
    delete: 'Deletes the project for everyone, with its docs, logs and links.',
  },
  useProjectStateActions,
);

/** /workspace/{wsid}/project/{projectid}/settings: emoji, name, group, privacy; archive; delete. */
export function ProjectSettingsPage() {
  const workspaceId = useWorkspaceId();
  const project = useProject(workspaceId, useProjectId());
  const role = useWorkspace(workspaceId)?.role;
  if (!project || !role) return null;
  const controls = projectControls(project);
  const saved = [project.name, project.emoji, project.group_id, project.privacy, project.right];
  return (
    <ItemSettingsLayout
      title="Project"
      description="How it looks, where it lives, who can see it."
      lifecycle={
        <ProjectStateSections workspaceId={workspaceId} item={project} controls={controls} />
      }
    >
      {/* Saved values changed (here or live): the form starts again from them. */}
      <ProjectDetailsForm
        key={`${saved.join('\n')}\n${controls.editSettings}`}
        workspaceId={workspaceId}
        project={project}
        controls={controls}
      />
    </ItemSettingsLayout>
  );
}
