import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../../../api/api-error';

/** A line the view shows instead of its data: nothing yet, not shared, not the reader's to see. */
export function ViewMessage({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid="project-view-message">
      {children}
    </Text>
  );
}

export function ViewLoading() {
  return (
    <Stack gap={8} aria-busy="true" aria-label="Loading">
      <Skeleton height={14} width="70%" />
      <Skeleton height={14} width="55%" />
      <Skeleton height={14} width="62%" />
    </Stack>
  );
}

/**
 * A failed read: a reader without access to this part of the project (403, or 404 for a project
 * they cannot see) is told so, not shown an error; anything else can be tried again.
 */
export function ViewError({
  error,
  what,
  onRetry,
}: {
  error: Error;
  what: string;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
    return <ViewMessage>{`You can't see this project's ${what}.`}</ViewMessage>;
  }
  return (
    <Group gap="xs">
      <Text size="sm" c="red">
        {`Couldn't load the ${what}.`}
      </Text>
      <Button size="compact-sm" variant="light" onClick={onRetry}>
        Retry
      </Button>
    </Group>
  );
}
