import { Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconTrash } from '@tabler/icons-react';

interface LifecycleMenuItemsProps {
  /** Which of the three the item's abilities allow. */
  controls: { archive: boolean; restore: boolean; delete: boolean };
  actions: { archive: () => void; restore: () => void; remove: () => void };
  /** A divider above them, after the menu's other actions. */
  divided?: boolean;
}

/** Archive, Restore and Delete of an archivable item (group, project, log), in its action menu. */
export function LifecycleMenuItems({
  controls,
  actions,
  divided = false,
}: LifecycleMenuItemsProps) {
  const any = controls.archive || controls.restore || controls.delete;
  return (
    <>
      {divided && any ? <Menu.Divider /> : null}
      {controls.archive ? (
        <Menu.Item leftSection={<IconArchive size={16} />} onClick={actions.archive}>
          Archive
        </Menu.Item>
      ) : null}
      {controls.restore ? (
        <Menu.Item leftSection={<IconArchiveOff size={16} />} onClick={actions.restore}>
          Restore
        </Menu.Item>
      ) : null}
      {controls.delete ? (
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={actions.remove}>
          Delete
        </Menu.Item>
      ) : null}
    </>
  );
}
