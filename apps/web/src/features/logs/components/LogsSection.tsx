import { Button, Group, Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import type { Project } from '@hangar/contracts/projects';
import { IconActivity, IconArchive, IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { logControls } from '../log-controls';
import type { LogFilter } from '../logs-api';
import { useLogs } from '../queries';
import { useNewLog } from '../use-new-log';
import { LogCard } from './LogCard';

/** The list's filter, kept in the address (`?logs=archived`) so it survives a reload. */
export const LOG_FILTER_PARAM = 'logs';

function useLogFilter(): [LogFilter, (filter: LogFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: LogFilter = params.get(LOG_FILTER_PARAM) === 'archived' ? 'archived' : 'active';
  const setFilter = (next: LogFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'archived') updated.set(LOG_FILTER_PARAM, next);
        else updated.delete(LOG_FILTER_PARAM);
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
}

/** A project's logs, newest first, active or archived (SPEC.md sections 2 and 4). */
export function LogsSection({ workspaceId, project }: { workspaceId: number; project: Project }) {
  const [filter, setFilter] = useLogFilter();
  const logs = useLogs(workspaceId, project.id, filter);
  const controls = logControls(project);
  const newLog = useNewLog(workspaceId, project.id);
  const newButton = controls.create ? (
    <Button leftSection={<IconPlus size={16} />} onClick={newLog.open}>
      New log
    </Button>
  ) : null;

  return (
    <Stack gap="md" component="section" aria-labelledby="logs-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg" id="logs-title">
          Logs
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Logs to show"
            value={filter}
            onChange={(value) => setFilter(value === 'archived' ? 'archived' : 'active')}
            data={[
              { value: 'active', label: 'Active' },
              { value: 'archived', label: 'Archived' },
            ]}
          />
          {filter === 'active' && (logs.data ?? []).length > 0 ? newButton : null}
        </Group>
      </Group>
      {logs.isError ? (
        <ErrorCard error={logs.error} />
      ) : logs.isPending ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading logs" />
        </Group>
      ) : (logs.data ?? []).length === 0 ? (
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
        <Stack gap="sm">
          {(logs.data ?? []).map((log) => (
            <LogCard key={log.id} workspaceId={workspaceId} project={project} log={log} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
