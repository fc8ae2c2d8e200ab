import { Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconTrash } from '@tabler/icons-react';

interface LifecycleMenuItemsProps {
  /** Which of the three the item's abilities allow. */
  abilities: { archive: boolean; restore: boolean; delete: boolean };
  actions: { archive: () => void; restore: () => void; remove: () => void };
  /** A divider above them, after the menu's other actions. */
  divided?: boolean;
}

/** Archive, Restore and Delete of an archivable item (group, project, log), in its action menu. */
export function LifecycleMenuItems({
  abilities,
  actions,
  divided = false,
}: LifecycleMenuItemsProps) {
  const any = abilities.archive || abilities.restore || abilities.delete;
  return (
    <>
      {divided && any ? <Menu.Divider /> : null}
      {abilities.archive ? (
        <Menu.Item leftSection={<IconArchive size={16} />} onClick={actions.archive}>
          Archive
        </Menu.Item>
      ) : null}
      {abilities.restore ? (
        <Menu.Item leftSection={<IconArchiveOff size={16} />} onClick={actions.restore}>
          Restore
        </Menu.Item>
      ) : null}
      {abilities.delete ? (
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={actions.remove}>
          Delete
        </Menu.Item>
      ) : null}
    </>
  );
}
