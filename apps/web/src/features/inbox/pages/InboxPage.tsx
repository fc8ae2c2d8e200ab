import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { inboxFilter, type InboxFilter } from '@hangar/contracts/inbox';
import { SEARCH_RESULTS_MAX_WIDTH } from '@hangar/domain/constants';
import { useSearchParams } from 'react-router';
import { useWorkspaceId } from '../../workspaces/queries';
import { InboxList } from '../components/InboxList';
import { MarkAllReadButton } from '../components/MarkAllReadButton';
import classes from '../components/Inbox.module.css';
import { useInboxUnread } from '../inbox-queries';
import { useInboxActions } from '../use-inbox-actions';

const FILTER_PARAM = 'filter';

const FILTER_LABELS: { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'mentions', label: 'Mentions' },
];

/** The filter in the address (`?filter=unread`); anything else shows all. */
function filterOfParam(value: string | null): InboxFilter {
  const parsed = inboxFilter.safeParse(value);
  return parsed.success ? parsed.data : 'all';
}

/**
 * My whole inbox in the workspace (issue 40): every entry, the unread ones or the mentions,
 * newest first and a page at a time, each read by opening it or by its own 'Mark as read'.
 * It follows the live `inbox` topic, as the bell's popover does.
 */
export function InboxPage() {
  const workspaceId = useWorkspaceId();
  const [params, setParams] = useSearchParams();
  const filter = filterOfParam(params.get(FILTER_PARAM));
  const unread = useInboxUnread(workspaceId) ?? 0;
  const actions = useInboxActions(workspaceId);

  const changeFilter = (value: string) => {
    const next = filterOfParam(value);
    setParams(next === 'all' ? {} : { [FILTER_PARAM]: next }, { replace: true });
  };

  return (
    <Stack gap="md" maw={SEARCH_RESULTS_MAX_WIDTH} w="100%">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {/* The layout's header already names the page (the route's title). */}
        <Text size="sm" c="dimmed" role="status" data-testid="inbox-unread-count">
          {unread === 0 ? 'Nothing unread' : `${unread} unread`}
        </Text>
        <MarkAllReadButton
          unread={unread}
          pending={actions.markingAllRead}
          onClick={actions.markAllRead}
        />
      </Group>
      <SegmentedControl
        className={classes.filters}
        aria-label="Show"
        data={FILTER_LABELS}
        value={filter}
        onChange={changeFilter}
      />
      <InboxList
        key={filter}
        workspaceId={workspaceId}
        filter={filter}
        onOpen={actions.open}
        onMarkRead={actions.open}
        roomy
      />
    </Stack>
  );
}
