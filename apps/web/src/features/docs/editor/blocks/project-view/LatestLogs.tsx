import { Anchor, Stack, Text } from '@mantine/core';
import type { PublicLog } from '@hangar/contracts/logs';
import { routes } from '@hangar/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LogMeta } from '../../../../logs/components/LogMeta';
import { usePublicLink } from '../../../../public/use-public-link';
import { latestLogsQuery, publicLatestLogsQuery } from './view-queries';
import { ViewError, ViewLoading, ViewMessage } from './ViewMessage';
import classes from './project-view.module.css';

function LogRows({ logs, href }: { logs: PublicLog[]; href: ((id: number) => string) | null }) {
  if (logs.length === 0) return <ViewMessage>No logs yet.</ViewMessage>;
  return (
    <Stack component="ul" gap="sm">
      {logs.map((log) => (
        <li key={log.id} className={classes.logRow} aria-label={log.title}>
          {href ? (
            <Anchor component={Link} to={href(log.id)} fw={600} className={classes.wrap}>
              {log.title}
            </Anchor>
          ) : (
            <Text fw={600} className={classes.wrap}>
              {log.title}
            </Text>
          )}
          <LogMeta log={log} />
        </li>
      ))}
    </Stack>
  );
}

/** The project's latest active logs, as its reader sees them, reloaded by the logs' live events. */
export function MemberLatestLogs(props: { workspaceId: number; projectId: number; limit: number }) {
  const { workspaceId, projectId, limit } = props;
  const logs = useQuery(latestLogsQuery(workspaceId, projectId, limit));
  if (logs.error)
    return <ViewError error={logs.error} what="logs" onRetry={() => void logs.refetch()} />;
  if (!logs.data) return <ViewLoading />;
  return <LogRows logs={logs.data} href={(id) => routes.log(workspaceId, projectId, id)} />;
}

/** The same through a project's share link; a doc's own link does not show the project's logs. */
export function PublicLatestLogs({ limit }: { limit: number }) {
  const { token, project } = usePublicLink();
  const shared = project?.mode === 'project';
  const logs = useQuery({ ...publicLatestLogsQuery(token, limit), enabled: shared });
  if (!project) return <ViewLoading />;
  if (!shared) return <ViewMessage>Not shared publicly.</ViewMessage>;
  if (logs.error)
    return <ViewError error={logs.error} what="logs" onRetry={() => void logs.refetch()} />;
  if (!logs.data) return <ViewLoading />;
  return <LogRows logs={logs.data} href={null} />;
}
