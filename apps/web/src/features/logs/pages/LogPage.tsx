import { Anchor, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconArrowLeft, IconPencil, IconSend } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { AttachmentLinks } from '../components/AttachmentLinks';
import { LogActionsMenu } from '../components/LogActionsMenu';
import { LogMeta } from '../components/LogMeta';
import { useRouteLog } from '../use-route-log';

const RichTextView = lazy(() => import('../editor/RichTextView'));

/** /logs/{logid}: the log, its attachments, and for editors Edit, Send a notification and more. */
export function LogPage() {
  const { workspaceId, projectId, log, project } = useRouteLog();
  if (!log || !project) return null;
  const { abilities } = log;
  return (
    <Stack gap="md" maw={860}>
      <Anchor
        component={Link}
        to={routes.projectPage(workspaceId, projectId, 'logs')}
        size="sm"
        w="fit-content"
      >
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden="true" />
          Logs & Activity
        </Group>
      </Anchor>
      <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={2} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {log.title}
            </Title>
            <LogActionsMenu workspaceId={workspaceId} log={log} leaveOnDelete />
          </Group>
          <LogMeta log={log} />
          <Suspense fallback={<Loader size="sm" />}>
            <RichTextView value={log.description} />
          </Suspense>
          <AttachmentLinks attachments={log.attachments} />
          {abilities.edit ? (
            <Group gap="sm">
              <Button
                component={Link}
                to={routes.logEdit(workspaceId, projectId, log.id)}
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                Edit
              </Button>
              {abilities.notify ? (
                <Button
                  component={Link}
                  to={routes.logSendNotification(workspaceId, projectId, log.id)}
                  variant="light"
                  leftSection={<IconSend size={16} />}
                >
                  {log.notification_sent ? 'Send the notification again' : 'Send a notification'}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
