import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import type { Doc } from '@hangar/contracts/docs';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import {
  IconArchive,
  IconArchiveOff,
  IconChevronDown,
  IconChevronUp,
  IconCopy,
  IconDots,
  IconDownload,
  IconFileTypeDocx,
  IconFileTypeHtml,
  IconFileTypePdf,
  IconHistory,
  IconLayoutList,
  IconListDetails,
  IconLock,
  IconLockOpen,
  IconMarkdown,
  IconPrinter,
  IconShare,
  IconTemplate,
  IconTemplateOff,
  IconTrash,
} from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { collapseActions } from '../../../ui/action-menu';
import { openModal } from '../../../ui/overlays';
import type { ExportFormat } from '../docs-api';
import { docActions, type DocAction, type DocActionKey } from './doc-actions';
import { openDocHistory } from '../history/open-doc-history';
import { openDuplicateDocModal } from './DuplicateDocModal';
import { downloadDoc, openPrintView } from './export-doc';
import { goToHeading, readOutline, type OutlineHeading } from './outline';
import { ShareDocDialog } from './ShareDocDialog';
import { useDocStateActions } from './use-doc-state-actions';
import { useUpdateDoc } from './use-update-doc';

/** The Export submenu's files, before its 'Print or save as PDF'. */
const DOWNLOAD_FORMATS: { format: ExportFormat; label: string; icon: typeof IconCopy }[] = [
  { format: 'markdown', label: 'Markdown (.md)', icon: IconMarkdown },
  { format: 'html', label: 'HTML (.html)', icon: IconFileTypeHtml },
  { format: 'pdf', label: 'PDF (.pdf)', icon: IconFileTypePdf },
  { format: 'docx', label: 'Word (.docx)', icon: IconFileTypeDocx },
];

interface DocActionMenuProps {
  workspaceId: number;
  doc: Doc;
}

function iconOf(action: DocAction, doc: Doc) {
  const icons: Record<DocActionKey, typeof IconCopy> = {
    duplicate: IconCopy,
    template: doc.is_template ? IconTemplateOff : IconTemplate,
    share: IconShare,
    export: IconDownload,
    archive: IconArchive,
    restore: IconArchiveOff,
    lock: doc.is_locked ? IconLockOpen : IconLock,
    delete: IconTrash,
  };
  const Icon = icons[action.key];
  return <Icon size={16} />;
}

function OutlineItems({ headings }: { headings: OutlineHeading[] }) {
  return (
    <>
      <Menu.Label>Outline</Menu.Label>
      {headings.length === 0 ? (
        <Text size="xs" c="dimmed" px="sm" pb={6}>
          Headings of the page show here.
        </Text>
      ) : (
        headings.map((heading, index) => (
          <Menu.Item
            key={`${index}-${heading.text}`}
            onClick={() => goToHeading(heading)}
            pl={12 + (heading.level - 1) * 14}
            fz={heading.level === 1 ? 'sm' : 'xs'}
            fw={heading.level === 1 ? 600 : 400}
          >
            {heading.text}
          </Menu.Item>
        ))
      )}
    </>
  );
}

/**
 * The doc menu (SPEC.md section 2 "Doc action menu"): for those who can edit, Duplicate, Save as
 * template, Share, Export (Markdown, HTML, PDF, Word, Print), Archive or Restore, Lock, Delete,
 * the first 3 shown with More/Less; for everyone who can read it, its page history and the
 * outline of the page's headings.
 */
export function DocActionMenu({ workspaceId, doc }: DocActionMenuProps) {
  const [expanded, setExpanded] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [outline, setOutline] = useState<OutlineHeading[]>([]);
  const state = useDocStateActions(workspaceId, doc);
  const update = useUpdateDoc(workspaceId, doc);
  const actions = docActions(doc);
  const { shown, toggle } = collapseActions(actions, expanded);
  const label = actions.length > 0 ? 'Document actions' : 'Outline';

  const run: Record<DocActionKey, () => void> = {
    duplicate: () => openDuplicateDocModal(workspaceId, doc),
    template: () => update.mutate({ is_template: !doc.is_template }),
    share: () =>
      openModal({
        title: 'Share document',
        size: MODAL_WIDTH.wide,
        centered: true,
        children: (
          <ShareDocDialog workspaceId={workspaceId} projectId={doc.project_id} docId={doc.id} />
        ),
      }),
    export: () => setExportOpen((open) => !open),
    archive: state.archive,
    restore: state.restore,
    lock: () => update.mutate({ is_locked: !doc.is_locked }),
    delete: state.remove,
  };
  const exportItems = [
    ...DOWNLOAD_FORMATS.map(({ format, label: formatLabel, icon }) => ({
      key: format,
      label: formatLabel,
      icon,
      onClick: () => void downloadDoc(workspaceId, doc.project_id, doc.id, format),
    })),
    {
      key: 'print',
      label: 'Print or save as PDF',
      icon: IconPrinter,
      onClick: () => openPrintView(workspaceId, doc.project_id, doc.id),
    },
  ];

  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={250}
      onOpen={() => setOutline(readOutline())}
      onClose={() => {
        setExpanded(false);
        setExportOpen(false);
      }}
    >
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={label}
            loading={state.pending || update.isPending}
          >
            {actions.length > 0 ? <IconDots size={18} /> : <IconListDetails size={18} />}
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown data-testid="doc-action-menu">
        {shown.map((action) => (
          <Fragment key={action.key}>
            <Menu.Item
              leftSection={iconOf(action, doc)}
              color={action.key === 'delete' ? 'red' : undefined}
              closeMenuOnClick={action.key !== 'export'}
              rightSection={
                action.key === 'export' ? (
                  exportOpen ? (
                    <IconChevronUp size={14} />
                  ) : (
                    <IconChevronDown size={14} />
                  )
                ) : null
              }
              aria-expanded={action.key === 'export' ? exportOpen : undefined}
              onClick={run[action.key]}
            >
              {action.label}
            </Menu.Item>
            {action.key === 'export' && exportOpen
              ? exportItems.map(({ key, label: itemLabel, icon: Icon, onClick }) => (
                  <Menu.Item key={key} pl={28} leftSection={<Icon size={16} />} onClick={onClick}>
                    {itemLabel}
                  </Menu.Item>
                ))
              : null}
          </Fragment>
        ))}
        {toggle ? (
          <Menu.Item
            closeMenuOnClick={false}
            leftSection={<IconLayoutList size={16} />}
            c="dimmed"
            onClick={() => setExpanded((open) => !open)}
          >
            {toggle}
          </Menu.Item>
        ) : null}
        {doc.abilities.history ? (
          <Menu.Item
            leftSection={<IconHistory size={16} />}
            onClick={() => openDocHistory(workspaceId, doc)}
          >
            Page history
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <OutlineItems headings={outline} />
      </Menu.Dropdown>
    </Menu>
  );
}
