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
function ArchivedBanner({ text, onRestore, restoring = false }: ArchivedBannerProps) {
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

/** An archived item: its abilities say whether this member may restore it. */
interface RestorableItem {
  abilities: { restore: boolean };
}

interface ItemBannerProps<Item> {
  workspaceId: number;
  item: Item;
}

type RestoreHook<Item> = (
  workspaceId: number,
  item: Item,
) => { restore: () => void; pending: boolean };

/**
 * The banner of an archived group, project or doc: `text`, and Restore through the item's own
 * state actions (which ask first, then toast) for the members who may.
 */
export function archivedItemBanner<Item extends RestorableItem>(
  text: string,
  useStateActions: RestoreHook<Item>,
) {
  return function ArchivedItemBanner({ workspaceId, item }: ItemBannerProps<Item>) {
    const state = useStateActions(workspaceId, item);
    return (
      <ArchivedBanner
        text={text}
        onRestore={item.abilities.restore ? state.restore : undefined}
        restoring={state.pending}
      />
    );
  };
}
