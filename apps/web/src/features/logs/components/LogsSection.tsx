import { Button, Group, Loader, Stack, Switch, Title } from '@mantine/core';
import type { Project } from '@hangar/contracts/projects';
import { IconActivity, IconArchive, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DocActivityCard } from '../../docs/history/DocActivityCard';
import { useDocActivity } from '../../docs/history/history-queries';
import { ActiveArchivedControl } from '../../../ui/ActiveArchivedControl';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { replaceSearchParams } from '../../../ui/replace-search-params';
import { toast } from '../../../ui/toast';
import { errorText } from '../../docs/error-text';
import type { LogFilter } from '../logs-api';
import { logsEntries } from '../logs-entries';
import { logsOf, useLogs } from '../queries';
import { useNewLog } from '../use-new-log';
import { LogCard } from './LogCard';

/** The list's filter, kept in the address (`?logs=archived`) so it survives a reload. */
const LOG_FILTER_PARAM = 'logs';

function useLogFilter(): [LogFilter, (filter: LogFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: LogFilter = params.get(LOG_FILTER_PARAM) === 'archived' ? 'archived' : 'active';
  const setFilter = (next: LogFilter) =>
    replaceSearchParams(setParams, { [LOG_FILTER_PARAM]: next === 'archived' ? next : null });
  return [filter, setFilter];
}

/** Doc activity among the active logs unless hidden (`?activity=hidden`, kept on reload). */
const ACTIVITY_PARAM = 'activity';

function useShowActivity(): [boolean, (show: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const show = params.get(ACTIVITY_PARAM) !== 'hidden';
  const setShow = (next: boolean) =>
    replaceSearchParams(setParams, { [ACTIVITY_PARAM]: next ? null : 'hidden' });
  return [show, setShow];
}

/**
 * A project's logs, newest first, active or archived (SPEC.md sections 2 and 4), a page at a
 * time ("Load more logs"); among the active ones, who edited which doc (page history), unless
 * hidden.
 */
export function LogsSection({ workspaceId, project }: { workspaceId: number; project: Project }) {
  const [filter, setFilter] = useLogFilter();
  const pages = useLogs(workspaceId, project.id, filter);
  const logs = logsOf(pages.data);
  const [showActivity, setShowActivity] = useShowActivity();
  const withActivity = filter === 'active' && showActivity;
  const activity = useDocActivity(workspaceId, project.id, withActivity);
  const entries = logsEntries(logs, withActivity ? (activity.data ?? []) : [], pages.hasNextPage);
  const listRef = useRef<HTMLDivElement>(null);
  const newLog = useNewLog(workspaceId, project.id);
  const newButton = project.abilities.create ? (
    <Button leftSection={<IconPlus size={16} />} onClick={newLog.open}>
      New log
    </Button>
  ) : null;

  // The log "Load more logs" takes the keyboard to once it shows: the first it loaded.
  const focusPending = useRef<number | null>(null);
  const focusPendingLog = () => {
    const id = focusPending.current;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-log-id="${id}"]`);
    if (id === null || !card) return;
    focusPending.current = null;
    card.focus();
  };
  useEffect(focusPendingLog);

  const loadMore = () =>
    void pages.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) {
        toast.error(errorText(result.error, 'More logs could not be loaded. Try again.'));
        return;
      }
      focusPending.current = result.data?.pages.at(-1)?.logs[0]?.id ?? null;
      focusPendingLog();
    });

  return (
    <Stack gap="md" component="section" aria-labelledby="logs-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg" id="logs-title">
          Logs
        </Title>
        <Group gap="sm">
          {filter === 'active' ? (
            <Switch
              label="Doc activity"
              checked={showActivity}
              onChange={(event) => setShowActivity(event.currentTarget.checked)}
            />
          ) : null}
          <ActiveArchivedControl label="Logs to show" value={filter} onChange={setFilter} />
          {filter === 'active' && logs.length > 0 ? newButton : null}
        </Group>
      </Group>
      {pages.isError && !pages.isFetchNextPageError ? (
        <ErrorCard error={pages.error} />
      ) : pages.isPending ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading logs" />
        </Group>
      ) : entries.length === 0 ? (
        filter === 'active' ? (
          <EmptyState
            icon={<IconActivity size={26} stroke={1.6} />}
            title="No activity yet"
            action={newButton}
          >
            Logs tell the story of the project: what was done, decided or shipped, with links to its
            docs. They will show here, newest first.
          </EmptyState>
        ) : (
          <EmptyState
            icon={<IconArchive size={26} stroke={1.6} />}
            title="No archived logs."
            compact
          />
        )
      ) : (
        <Stack gap="sm" ref={listRef}>
          {entries.map(({ log, edit }) =>
            log ? (
              <LogCard key={`log-${log.id}`} workspaceId={workspaceId} log={log} />
            ) : (
              <DocActivityCard
                key={`edit-${edit.version_id}`}
                workspaceId={workspaceId}
                projectId={project.id}
                entry={edit}
              />
            ),
          )}
          {pages.hasNextPage ? (
            <Group justify="center">
              <Button
                variant="light"
                leftSection={<IconChevronDown size={16} />}
                onClick={loadMore}
                loading={pages.isFetchingNextPage}
              >
                Load more logs
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
