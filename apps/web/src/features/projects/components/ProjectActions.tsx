import { Box, Button, Menu } from '@mantine/core';
import type { Project } from '@hangar/contracts/projects';
import { routes } from '@hangar/contracts/routes';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import {
  IconChevronDown,
  IconFileExport,
  IconFileImport,
  IconFilePlus,
  IconNotes,
  IconPaperclip,
  IconPlus,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { AvatarRow } from '../../../ui/AvatarRow';
import { openModal } from '../../../ui/overlays';
import { useImportDocs } from '../../docs/import/use-import-docs';
import { useCreateDoc } from '../../docs/tree/use-create-doc';
import { useNewLog } from '../../logs/use-new-log';
import { ADD_USERS_MODAL } from '../../teams/components/AddPeopleDialog';
import { useProjectStateActions } from '../use-project-state-actions';
import { ShareProjectDialog } from './ShareProjectDialog';
import { TopBarItemMenu } from '../../../ui/ItemActionMenu';

interface ProjectActionsProps {
  workspaceId: number;
  project: Project;
}

function openShareDialog(workspaceId: number, projectId: number) {
  openModal({
    title: 'Share project',
    size: MODAL_WIDTH.wide,
    centered: true,
    children: <ShareProjectDialog workspaceId={workspaceId} projectId={projectId} />,
  });
}

interface NewItemsProps {
  onNewLog: () => void;
  importantDocs: string;
  onNewDoc: () => void;
  onImportDocs: () => void;
}

/** What a project holds, created from the top bar. */
function NewItems({ onNewLog, importantDocs, onNewDoc, onImportDocs }: NewItemsProps) {
  return (
    <>
      <Menu.Item leftSection={<IconNotes size={16} />} onClick={onNewLog}>
        New log
      </Menu.Item>
      <Menu.Item component={Link} to={importantDocs} leftSection={<IconPaperclip size={16} />}>
        New important document
      </Menu.Item>
      <Menu.Item leftSection={<IconFilePlus size={16} />} onClick={onNewDoc}>
        New documentation page
      </Menu.Item>
      <Menu.Item leftSection={<IconFileImport size={16} />} onClick={onImportDocs}>
        Import Markdown
      </Menu.Item>
    </>
  );
}

/**
 * The project's top bar actions (SPEC.md section 2 "Project layout"), each shown by the rights
 * the server computed: the team's avatars, Share, New..., and a menu with settings, archive or
 * restore, delete. On narrow screens everything goes into the menu.
 */
export function ProjectActions({ workspaceId, project }: ProjectActionsProps) {
  const { abilities } = project;
  const state = useProjectStateActions(workspaceId, project);
  const docs = useCreateDoc(workspaceId, project.id);
  const newDoc = () => docs.create('');
  const importDocs = useImportDocs(workspaceId, project.id);
  const newLog = useNewLog(workspaceId, project.id);
  const newItems = (
    <NewItems
      onNewLog={newLog.open}
      importantDocs={routes.importantDocs(workspaceId, project.id, { adding: true })}
      onNewDoc={newDoc}
      onImportDocs={() => importDocs()}
    />
  );
  const settings = routes.projectPage(workspaceId, project.id, 'settings');
  const team = routes.projectPage(workspaceId, project.id, 'team');
  const share = () => openShareDialog(workspaceId, project.id);
  // Loaded on click: the zip download's code stays out of the project page's bundle.
  const exportDocs = () =>
    void import('../export-project-docs').then(({ downloadProjectDocs }) =>
      downloadProjectDocs(workspaceId, project.id),
    );
  const hasMenu = abilities.update || abilities.delete || abilities.share || abilities.create;

  return (
    <>
      <Box visibleFrom="md">
        <AvatarRow
          users={project.users}
          label="Project team"
          addTo={abilities.addPeople ? `${team}?modal=${ADD_USERS_MODAL}` : undefined}
        />
      </Box>
      {abilities.share ? (
        <Button
          variant="default"
          leftSection={<IconShare size={16} />}
          onClick={share}
          visibleFrom="sm"
        >
          Share
        </Button>
      ) : null}
      {abilities.create ? (
        <Menu position="bottom-end" shadow="md" width={280}>
          <Menu.Target>
            <Button
              leftSection={<IconPlus size={16} />}
              rightSection={<IconChevronDown size={14} />}
              visibleFrom="sm"
              loading={docs.pending}
            >
              New
            </Button>
          </Menu.Target>
          <Menu.Dropdown>{newItems}</Menu.Dropdown>
        </Menu>
      ) : null}
      {hasMenu ? (
        <TopBarItemMenu item="project" settingsTo={settings} abilities={abilities} actions={state}>
          {abilities.share ? (
            <Menu.Item leftSection={<IconShare size={16} />} onClick={share} hiddenFrom="sm">
              Share
            </Menu.Item>
          ) : null}
          {abilities.create ? (
            <Box hiddenFrom="sm">
              <Menu.Divider />
              {newItems}
            </Box>
          ) : null}
          <Menu.Item leftSection={<IconFileExport size={16} />} onClick={exportDocs}>
            Export project as Markdown (.zip)
          </Menu.Item>
          {abilities.update ? (
            <Menu.Item
              component={Link}
              to={routes.trash(workspaceId, project.id)}
              leftSection={<IconTrash size={16} />}
            >
              Trash
            </Menu.Item>
          ) : null}
        </TopBarItemMenu>
      ) : null}
    </>
  );
}
