import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Progress,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { DOC_IMPORT_ACCEPT, type DocImportReport } from '@hangar/contracts/doc-import';
import { UNTITLED_DOC, type DocNode } from '@hangar/contracts/docs';
import { routes } from '@hangar/contracts/routes';
import { DOC_IMPORT_LIMITS, MAX_DOC_DEPTH, MODAL_WIDTH } from '@hangar/domain/constants';
import { fileTooLargeMessage, formatFileSize } from '@hangar/domain/format';
import { pathIds } from '@hangar/domain/tree';
import { IconAlertCircle, IconCheck, IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { openDialog } from '../../../ui/overlays';
import { workspaceKeys } from '../../workspaces/queries';
import { importDocs } from '../docs-api';
import { errorText } from '../error-text';
import { invalidateProjectDocs } from '../queries';
import { openDocs } from '../tree/opened-docs';

/** Where an import puts its docs: under a doc of the tree, or at the project's top level. */
export type ImportParent = Pick<DocNode, 'item_id' | 'path' | 'name'> | null;

type ImportStep =
  | { step: 'pick'; error: string | null }
  | { step: 'uploading'; percent: number }
  | { step: 'importing'; doing: string; percent: number }
  | { step: 'done'; report: DocImportReport };

const LIMITS_TEXT =
  'Or the zip of a Notion (Markdown & CSV), Confluence (HTML), Outline or Docmost export. ' +
  `Up to ${formatFileSize(DOC_IMPORT_LIMITS.maxFileBytes)} and ${DOC_IMPORT_LIMITS.maxDocs} docs. ` +
  `Folders become parent pages; pages nest ${MAX_DOC_DEPTH} levels deep at most, deeper ones ` +
  'are moved up and listed.';

function docsImported(count: number): string {
  return count === 1 ? '1 doc imported' : `${count} docs imported`;
}

interface ReportListProps {
  title: string;
  entries: { source: string; reason: string }[];
}

function ReportList({ title, entries }: ReportListProps) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title} ({entries.length})
      </Text>
      <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
        <List size="sm" spacing={4} withPadding>
          {entries.map((entry, index) => (
            <List.Item key={`${entry.source}-${index}`}>
              <Text span size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                {entry.source}
              </Text>
              <Text span size="sm" c="dimmed">
                {' '}
                — {entry.reason}
              </Text>
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Stack>
  );
}

function Report({ report, onDone }: { report: DocImportReport; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="teal" variant="light" radius="xl" size={32}>
          <IconCheck size={18} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {docsImported(report.docs.length)}
        </Text>
      </Group>
      <ReportList title="Moved up (too deep)" entries={report.flattened} />
      <ReportList title="Converted approximately" entries={report.approximated} />
      <ReportList title="Left out" entries={report.skipped} />
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

interface ImportDocsFormProps {
  workspaceId: number;
  projectId: number;
  parent: ImportParent;
  onDone: () => void;
}

/**
 * Import Markdown (docs/docs.md "Import"): a file picker for a .md file or a .zip of them, the
 * upload's progress, then "Importing…" until the server answers, then its report (how many docs,
 * what was moved up or left out), the first imported doc opened behind it. An error shows the
 * server's words, and another file can be picked.
 */
export function ImportDocsForm({ workspaceId, projectId, parent, onDone }: ImportDocsFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportStep>({ step: 'pick', error: null });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = (next: ImportStep) => {
    if (mounted.current) setState(next);
  };

  const start = async () => {
    if (!file) return;
    if (file.size > DOC_IMPORT_LIMITS.maxFileBytes) {
      update({ step: 'pick', error: fileTooLargeMessage(DOC_IMPORT_LIMITS.maxFileBytes) });
      return;
    }
    update({ step: 'uploading', percent: 0 });
    try {
      const report = await importDocs(workspaceId, projectId, file, {
        ...(parent ? { parentId: parent.item_id } : {}),
        onProgress: ({ loaded, total }) =>
          update({ step: 'uploading', percent: Math.min(100, Math.round((loaded / total) * 100)) }),
        onSent: () => update({ step: 'importing', doing: 'Waiting to start', percent: 0 }),
        onJob: (job) => update({ step: 'importing', doing: job.step, percent: job.percent }),
      });
      openDocs(projectId, [...(parent ? pathIds(parent.path) : []), ...report.root_ids]);
      void invalidateProjectDocs(queryClient, workspaceId, projectId);
      // The free plan counts docs: `can_add_docs` may have changed.
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
      update({ step: 'done', report });
      const first = report.root_ids[0];
      if (first !== undefined && mounted.current) {
        await navigate(routes.doc(workspaceId, projectId, first));
      }
    } catch (error) {
      update({ step: 'pick', error: errorText(error, 'The file could not be imported.') });
    }
  };

  if (state.step === 'done') return <Report report={state.report} onDone={onDone} />;
  const busy = state.step !== 'pick';

  return (
    <Stack gap="md">
      <Text size="sm">
        A Markdown file becomes a doc; a .zip of folders of Markdown files, with their images,
        becomes a tree of docs{' '}
        {parent ? (
          <>
            inside <strong>{parent.name || UNTITLED_DOC}</strong>
          </>
        ) : (
          'at the top of the project'
        )}
        .
      </Text>
      <FileInput
        label="Markdown file or zip"
        placeholder="Choose a .md or .zip file"
        accept={DOC_IMPORT_ACCEPT}
        leftSection={<IconFileImport size={16} />}
        value={file}
        onChange={(picked) => {
          setFile(picked);
          update({ step: 'pick', error: null });
        }}
        clearable
        disabled={busy}
        description={LIMITS_TEXT}
        data-autofocus
      />
      {state.step === 'pick' && state.error ? (
        <Alert
          variant="light"
          color="red"
          title="Nothing was imported"
          icon={<IconAlertCircle size={18} />}
          role="alert"
        >
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {state.error}
          </Text>
        </Alert>
      ) : null}
      {state.step === 'uploading' ? (
        <Stack gap={6}>
          <Progress value={state.percent} aria-label="Upload progress" size="lg" />
          <Text size="sm" c="dimmed" aria-live="polite">
            Uploading… {state.percent}%
          </Text>
        </Stack>
      ) : null}
      {state.step === 'importing' ? (
        <Stack gap={6}>
          <Progress
            value={Math.max(state.percent, 5)}
            striped
            animated
            aria-label="Import progress"
            size="lg"
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            Importing… {state.doing}
          </Text>
        </Stack>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void start()} disabled={!file} loading={busy}>
          Import
        </Button>
      </Group>
    </Stack>
  );
}

export function openImportDocsModal(
  workspaceId: number,
  projectId: number,
  parent: ImportParent = null,
): string {
  return openDialog({
    title: 'Import Markdown',
    size: MODAL_WIDTH.wide,
    render: (close) => (
      <ImportDocsForm
        workspaceId={workspaceId}
        projectId={projectId}
        parent={parent}
        onDone={close}
      />
    ),
  });
}
