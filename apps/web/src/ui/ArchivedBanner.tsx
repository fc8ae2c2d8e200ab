import { Button, Group, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import classes from './ArchivedBanner.module.css';

interface ArchivedBannerProps {
  /** 'This project is archived'. */
  text: string;
  /** The restore action, for those who may (SPEC.md section 2 "Banners"). */
  onRestore?: () => void;
  restoring?: boolean;
}

/** The bar above an archived item's page: it says so, and offers to restore it. */
export function ArchivedBanner({ text, onRestore, restoring = false }: ArchivedBannerProps) {
  return (
    <Group
      role="status"
      className={classes.banner}
      justify="space-between"
      gap="sm"
      wrap="nowrap"
      data-testid="archived-banner"
    >
      <Group gap={8} wrap="nowrap" miw={0}>
        <IconArchive size={18} stroke={1.7} style={{ flex: 'none' }} aria-hidden="true" />
        <Text size="sm" fw={600}>
          {text}
        </Text>
      </Group>
      {onRestore ? (
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          leftSection={<IconArchiveOff size={14} />}
          onClick={onRestore}
          loading={restoring}
        >
          Restore
        </Button>
      ) : null}
    </Group>
  );
}
