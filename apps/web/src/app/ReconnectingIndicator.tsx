import { Group, Loader, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isApiReachable, subscribeApiReachable } from '../api/connection-status';
import classes from './ReconnectingIndicator.module.css';

/**
 * "Reconnecting..." at the bottom of the screen while the API answers 503 or nothing at all;
 * it blocks nothing (the page stays usable, clicks pass through). Its polite live region is always
 * there, so screen readers hear it come and go. Once the API answers again, the queries that had
 * given up are fetched again.
 */
export function ReconnectingIndicator() {
  const reachable = useSyncExternalStore(subscribeApiReachable, isApiReachable, isApiReachable);
  const queryClient = useQueryClient();
  const wasReachable = useRef(reachable);
  useEffect(() => {
    if (reachable && !wasReachable.current) {
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    }
    wasReachable.current = reachable;
  }, [reachable, queryClient]);

  return (
    <div className={classes.region} role="status" aria-live="polite">
      {reachable ? null : (
        <Paper className={classes.pill} shadow="md" radius="xl" withBorder>
          <Group gap="xs" wrap="nowrap">
            <Loader size={14} type="oval" aria-hidden />
            <Text size="sm" fw={500}>
              Reconnecting...
            </Text>
          </Group>
        </Paper>
      )}
    </div>
  );
}
