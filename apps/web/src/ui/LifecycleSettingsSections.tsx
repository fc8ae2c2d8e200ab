import { Button, Group } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconTrash } from '@tabler/icons-react';
import { SettingsSection } from './SettingsSection';

interface LifecycleSettingsSectionsProps {
  /** What the item is called in the titles and buttons: 'group', 'project'. */
  noun: string;
  /** Which of the three the item's abilities allow. */
  abilities: { archive: boolean; restore: boolean; delete: boolean };
  actions: { archive: () => void; restore: () => void; remove: () => void; pending: boolean };
  /** What archiving, restoring and deleting do, under each section's title. */
  descriptions: { archive: string; restore: string; delete: string };
}

/** The Archive (or Restore) and Delete sections at the end of an item's settings page. */
function LifecycleSettingsSections({
  noun,
  abilities,
  actions,
  descriptions,
}: LifecycleSettingsSectionsProps) {
  const archiveLabel = abilities.archive ? `Archive ${noun}` : `Restore ${noun}`;
  return (
    <>
      {abilities.archive || abilities.restore ? (
        <SettingsSection
          title={archiveLabel}
          description={abilities.archive ? descriptions.archive : descriptions.restore}
        >
          <Group>
            <Button
              variant="default"
              leftSection={
                abilities.archive ? <IconArchive size={16} /> : <IconArchiveOff size={16} />
              }
              onClick={abilities.archive ? actions.archive : actions.restore}
              loading={actions.pending}
            >
              {archiveLabel}
            </Button>
          </Group>
        </SettingsSection>
      ) : null}
      {abilities.delete ? (
        <SettingsSection title={`Delete ${noun}`} description={descriptions.delete} danger>
          <Group>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={actions.remove}
              loading={actions.pending}
            >
              {`Delete ${noun}`}
            </Button>
          </Group>
        </SettingsSection>
      ) : null}
    </>
  );
}

type StateActions = LifecycleSettingsSectionsProps['actions'];

interface ItemLifecycleSectionsProps<Item> {
  workspaceId: number;
  item: Item;
  abilities: LifecycleSettingsSectionsProps['abilities'];
}

/** The lifecycle sections of one kind of item, run by its own state actions (which ask first). */
export function itemLifecycleSections<Item>(
  noun: string,
  descriptions: LifecycleSettingsSectionsProps['descriptions'],
  useStateActions: (workspaceId: number, item: Item) => StateActions,
) {
  return function ItemLifecycleSections({
    workspaceId,
    item,
    abilities,
  }: ItemLifecycleSectionsProps<Item>) {
    const state = useStateActions(workspaceId, item);
    return (
      <LifecycleSettingsSections
        noun={noun}
        abilities={abilities}
        actions={state}
        descriptions={descriptions}
      />
    );
  };
}
