import { Select, TextInput } from '@mantine/core';
import { duplicateDocInput, UNTITLED_DOC, type Doc } from '@hangar/contracts/docs';
import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import type { Project } from '@hangar/contracts/projects';
import { routes } from '@hangar/contracts/routes';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { callEndpoint } from '../../../api/endpoint-call';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { openDialog } from '../../../ui/overlays';
import { toast } from '../../../ui/toast';
import { projectKeys } from '../../projects/queries';
import { workspaceKeys } from '../../workspaces/queries';
import { duplicateDoc } from '../docs-api';
import { invalidateProjectDocs } from '../queries';

/** GET /projects/editable: where the user may put a copy. */
function editableProjectsQuery(workspaceId: number) {
  return queryOptions({
    queryKey: [...projectKeys.all(workspaceId), 'editable'] as const,
    queryFn: ({ signal }) => callEndpoint(projectEndpoints.editable, { signal, workspaceId }),
  });
}

/** The Location picker's options: projects grouped by their group, by name. */
function locationOptions(projects: readonly Project[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const project of [...projects].sort((a, b) => a.name.localeCompare(b.name))) {
    const group = project.location.join(' / ') || 'Projects';
    const label = `${project.emoji ?? '📁'} ${project.name}`;
    groups.set(group, [...(groups.get(group) ?? []), { value: String(project.id), label }]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items }));
}

const duplicateForm = z.object({
  name: duplicateDocInput.shape.name,
  target: z.string().regex(/^\d+$/, 'This field is required'),
});

interface DuplicateDocFormProps {
  workspaceId: number;
  doc: Doc;
  onDone: () => void;
}

/**
 * Duplicate a doc (SPEC.md sections 2 and 5): a Name ('Copy of ' + the name, required) and a
 * Location among the projects the user can edit, grouped by group; Confirm waits for a project.
 */
function DuplicateDocForm({ workspaceId, doc, onDone }: DuplicateDocFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const projects = useQuery(editableProjectsQuery(workspaceId));
  const form = useApiForm({
    schema: duplicateForm,
    initialValues: { name: `Copy of ${doc.name || UNTITLED_DOC}`, target: '' },
    onSubmit: async ({ name, target }) => {
      const targetId = Number(target);
      const copy = await duplicateDoc(workspaceId, doc.project_id, doc.id, {
        name,
        target_project_id: targetId,
      });
      toast.success('Document duplicated');
      onDone();
      void invalidateProjectDocs(queryClient, workspaceId, targetId);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
      await navigate(routes.doc(workspaceId, targetId, copy.id));
    },
  });
  const chosen = form.mantine.getValues().target;

  return (
    <ApiForm form={form} aria-label="Duplicate document">
      <TextInput label="Name" withAsterisk data-autofocus {...form.mantine.getInputProps('name')} />
      <Select
        label="Location"
        placeholder={projects.isPending ? 'Loading projects…' : 'Choose a project'}
        data={projects.data ? locationOptions(projects.data) : []}
        searchable
        nothingFoundMessage="No project you can edit"
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...form.mantine.getInputProps('target')}
        value={chosen || null}
        onChange={(value) => form.mantine.setFieldValue('target', value ?? '')}
      />
      <FormActions onCancel={onDone} busy={form.busy} disabled={!chosen}>
        Confirm
      </FormActions>
    </ApiForm>
  );
}

export function openDuplicateDocModal(workspaceId: number, doc: Doc): string {
  return openDialog({
    title: 'Duplicate document',
    size: MODAL_WIDTH.default,
    render: (close) => <DuplicateDocForm workspaceId={workspaceId} doc={doc} onDone={close} />,
  });
}
