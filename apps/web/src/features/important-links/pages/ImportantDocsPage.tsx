import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { IconPaperclip, IconPlus } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { useAddressModal } from '../../../ui/use-address-modal';
import { useProject, useProjectId } from '../../projects/queries';
import { useWorkspaceId } from '../../workspaces/queries';
import { AddLinkDialog } from '../components/AddLinkDialog';
import { LinkGroupCard } from '../components/LinkGroupCard';
import { useImportantLinks } from '../queries';
import { useLinkListActions } from '../use-link-list-actions';

/** The dialog the address opens (SPEC.md section 2: `?modal=add-attachement`). */
const ADD_ATTACHMENT_MODAL = 'add-attachement';

/** /important-docs: the project's groups of links to docs and web pages. */
export function ImportantDocsPage() {
  const workspaceId = useWorkspaceId();
  const projectId = useProjectId();
  const project = useProject(workspaceId, projectId);
  const links = useImportantLinks(workspaceId, projectId);
  const editable = project?.abilities.create ?? false;

  const openAdd = useAddressModal(ADD_ATTACHMENT_MODAL, editable && !links.isPending, (close) => ({
    title: 'Add an important document',
    size: MODAL_WIDTH.default,
    centered: true,
    children: (
      <AddLinkDialog
        workspaceId={workspaceId}
        projectId={projectId}
        links={links.data}
        close={close}
      />
    ),
  }));

  const actions = useLinkListActions(workspaceId, projectId, links.data);

  const addButton = editable ? (
    <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
      Add a link
    </Button>
  ) : null;
  const groups = links.data?.groups ?? [];

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" maw={560}>
          The docs and pages the team needs at hand, grouped and one click away.
        </Text>
        {groups.length > 0 ? addButton : null}
      </Group>
      {links.isError ? (
        <ErrorCard error={links.error} />
      ) : links.isPending ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading links" />
        </Group>
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<IconPaperclip size={26} stroke={1.6} />}
          title="No important documents yet"
          action={addButton}
        >
          Specifications, designs, dashboards: link the docs and web pages everyone keeps looking
          for.
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {groups.map((group) => (
            <LinkGroupCard key={group.id} group={group} actions={editable ? actions : null} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
