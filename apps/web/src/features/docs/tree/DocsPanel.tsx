import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { DocNode } from '@hangar/contracts/docs';
import type { Project } from '@hangar/contracts/projects';
import { routes } from '@hangar/contracts/routes';
import { IconArchive, IconFileImport, IconFileText, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { IconAction } from '../../../ui/IconAction';
import { PanelHeader } from '../../../ui/PanelHeader';
import { SkeletonRows } from '../../../ui/SkeletonRows';
import type { DocFilter } from '../docs-api';
import { useDocIdParam, useDocTree } from '../queries';
import { DocTree } from './DocTree';
import { useImportDocs } from '../import/use-import-docs';
import { openDocs } from './opened-docs';
import { ancestorIds } from './tree-model';
import { useCreateDoc } from './use-create-doc';
import { useMoveDoc } from './use-move-doc';

const DOC_FILTER_LABELS: Record<DocFilter, string> = {
  active: 'Documentations',
  archived: 'Archived documentations',
};
const FILTERS: DocFilter[] = ['active', 'archived'];

interface EmptyDocsProps {
  filter: DocFilter;
  onCreate: (() => void) | null;
  onImport: (() => void) | null;
}

function EmptyDocs({ filter, onCreate, onImport }: EmptyDocsProps) {
  return (
    <Stack align="center" gap={6} ta="center" py="lg" px="sm">
      <ThemeIcon variant="light" color="gray" size={40} radius="xl">
        {filter === 'active' ? (
          <IconFileText size={20} stroke={1.6} />
        ) : (
          <IconArchive size={20} stroke={1.6} />
        )}
      </ThemeIcon>
      <Text size="sm" fw={600}>
        {filter === 'active' ? 'No documentation yet.' : 'No archived documentations.'}
      </Text>
      {filter === 'active' && onCreate ? (
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onCreate}>
          Add your first page
        </Button>
      ) : null}
      {filter === 'active' && onImport ? (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconFileImport size={14} />}
          onClick={onImport}
        >
          Import Markdown
        </Button>
      ) : null}
    </Stack>
  );
}

/** Opens the ancestors of the doc on screen, so the tree shows where it is. */
function useRevealDoc(projectId: number, tree: DocNode[] | undefined, docId: number | null) {
  useEffect(() => {
    if (!tree || docId === null) return;
    const ancestors = ancestorIds(tree, docId);
    if (ancestors && ancestors.length > 0) openDocs(projectId, ancestors);
  }, [projectId, tree, docId]);
}

/**
 * The project's documentation in the left panel (SPEC.md section 2 "Project layout"): the filter
 * (Documentations / Archived documentations), the nested tree with drag and drop for editors,
 * a plus for a new top-level page, and the empty states.
 */
export function DocsPanel({ workspaceId, project }: { workspaceId: number; project: Project }) {
  const [filter, setFilter] = useState<DocFilter>('active');
  const { data: tree, isPending, isError, refetch } = useDocTree(workspaceId, project.id, filter);
  const activeDocId = useDocIdParam();
  const creator = useCreateDoc(workspaceId, project.id);
  const mover = useMoveDoc(workspaceId, project.id);
  const importDocs = useImportDocs(workspaceId, project.id);
  useRevealDoc(project.id, tree, activeDocId);

  const editable = project.abilities.create && filter === 'active';
  const createTopLevel = editable ? () => creator.create('') : null;
  const importTopLevel = editable ? () => importDocs() : null;

  return (
    <section aria-labelledby="project-docs-title" data-testid="docs-panel">
      <PanelHeader
        titleId="project-docs-title"
        px={4}
        py={4}
        filter={{
          label: 'Filter documentation',
          filters: FILTERS,
          labels: DOC_FILTER_LABELS,
          value: filter,
          onChange: setFilter,
          width: 230,
        }}
      >
        {importTopLevel ? (
          <IconAction
            label="Import Markdown"
            icon={<IconFileImport size={16} />}
            onClick={importTopLevel}
          />
        ) : null}
        {createTopLevel ? (
          <IconAction
            label="New documentation page"
            icon={<IconPlus size={16} />}
            loading={creator.pending}
            onClick={createTopLevel}
          />
        ) : null}
      </PanelHeader>
      {isPending ? (
        <SkeletonRows height={26} gap={6} px="xs" label="Loading documentation" />
      ) : isError ? (
        <Stack gap={4} px="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            The pages could not be loaded.
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      ) : tree.length === 0 ? (
        <EmptyDocs filter={filter} onCreate={createTopLevel} onImport={importTopLevel} />
      ) : (
        <DocTree
          docHref={(docId) => routes.doc(workspaceId, project.id, docId)}
          projectId={project.id}
          tree={tree}
          activeDocId={activeDocId}
          canMove={(node) => node.abilities?.move === true}
          onCreateChild={editable ? (parent) => creator.create(parent.path) : null}
          onImportChild={editable ? (parent) => importDocs(parent) : null}
          onMove={editable ? (move) => mover.mutate(move) : null}
        />
      )}
    </section>
  );
}
