import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Log } from '@hangar/contracts/logs';
import { richTextToPlain } from '@hangar/contracts/rich-text';
import { routes } from '@hangar/contracts/routes';
import { Link } from 'react-router';
import { AttachmentLinks } from './AttachmentLinks';
import { LogActionsMenu } from './LogActionsMenu';
import { LogMeta } from './LogMeta';
import classes from './logs.module.css';

interface LogCardProps {
  workspaceId: number;
  log: Log;
}

/** One log of the list: title (to its page), who and when, the first lines, its attachments. */
export function LogCard({ workspaceId, log }: LogCardProps) {
  const excerpt = richTextToPlain(log.description);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={log.title}
      // "Load more logs" takes the keyboard to the first log it loaded.
      tabIndex={-1}
      data-log-id={log.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor
            component={Link}
            to={routes.log(workspaceId, log.project_id, log.id)}
            fw={600}
            fz="lg"
            className={classes.title}
          >
            {log.title}
          </Anchor>
          <LogActionsMenu workspaceId={workspaceId} log={log} />
        </Group>
        <LogMeta log={log} />
        {excerpt ? (
          <Text
            size="sm"
            lineClamp={3}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {excerpt}
          </Text>
        ) : null}
        <AttachmentLinks attachments={log.attachments} />
      </Stack>
    </Paper>
  );
}
