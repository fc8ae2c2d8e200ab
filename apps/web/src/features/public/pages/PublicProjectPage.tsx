import { Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { PublicLog } from '@hangar/contracts/logs';
import { emptyPlanning } from '@hangar/contracts/planning';
import { IconActivity, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { LinkGroupCard } from '../../important-links/components/LinkGroupCard';
import { AttachmentLinks } from '../../logs/components/AttachmentLinks';
import { LogMeta } from '../../logs/components/LogMeta';
import { projectEmoji } from '../../projects/project-emoji';
import { PublicPlanning } from '../components/PublicPlanning';
import { publicLinksQuery, publicLogsQuery } from '../queries';
import { usePublicLink } from '../use-public-link';

const RichTextView = lazy(() => import('../../logs/editor/RichTextView'));

function LogEntry({ log }: { log: PublicLog }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="public-log">
      <Stack gap="xs">
        <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {log.title}
        </Title>
        <LogMeta log={log} />
        <Suspense fallback={<Skeleton height={40} />}>
          <RichTextView value={log.description} />
        </Suspense>
        <AttachmentLinks attachments={log.attachments} />
      </Stack>
    </Paper>
  );
}

function SharedLogs({ token }: { token: string }) {
  const logs = useQuery(publicLogsQuery(token)).data;
  if (!logs) return null;
  if (logs.length === 0)
    return <EmptyState icon={<IconActivity size={24} />} title="No logs yet." compact />;
  return (
    <Stack gap="sm">
      {logs.map((log) => (
        <LogEntry key={log.id} log={log} />
      ))}
    </Stack>
  );
}

function SharedImportantDocs({ token }: { token: string }) {
  const links = useQuery(publicLinksQuery(token)).data;
  if (!links) return null;
  const groups = links.groups.filter((group) => group.links.length > 0);
  if (groups.length === 0)
    return (
      <EmptyState icon={<IconPaperclip size={24} />} title="No important documents yet." compact />
    );
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <LinkGroupCard key={group.id} group={group} actions={null} />
      ))}
    </Stack>
  );
}

/** A project link's first page: the project, its logs and its important documents, read-only. */
export function PublicProjectPage() {
  const { token, project } = usePublicLink();
  if (!project) return null;
  return (
    <Stack gap="lg" maw={860}>
      <Group gap="sm" wrap="nowrap">
        <Text fz={36} lh={1} aria-hidden="true">
          {projectEmoji(project)}
        </Text>
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Title>
      </Group>
      <Tabs defaultValue="logs" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="logs">Logs & Activity</Tabs.Tab>
          <Tabs.Tab value="planning">Planning</Tabs.Tab>
          <Tabs.Tab value="important-docs">Important documents</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="logs" pt="md">
          <SharedLogs token={token} />
        </Tabs.Panel>
        <Tabs.Panel value="planning" pt="md">
          <Stack gap="md">
            <PublicPlanning planning={project.planning ?? emptyPlanning()} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="important-docs" pt="md">
          <SharedImportantDocs token={token} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
