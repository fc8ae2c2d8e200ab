import type { ComponentType } from 'react';
import { ItemSettingsLayout } from '../../ui/ItemSettingsLayout';
import { itemLifecycleSections } from '../../ui/LifecycleSettingsSections';
import { useWorkspaceId } from '../workspaces/queries';

type LifecycleOptions<Item> = Parameters<typeof itemLifecycleSections<Item>>;

/** A group or a project: its abilities decide the form's editing and the lifecycle sections. */
interface SettingsItem {
  abilities: { update: boolean; archive: boolean; restore: boolean; delete: boolean };
}

export interface ItemFormProps<Item> {
  workspaceId: number;
  item: Item;
}

interface ItemSettingsPageOptions<Item extends SettingsItem> {
  /** What the item is called in the lifecycle sections: 'group', 'project'. */
  noun: string;
  /** The details section's title and what it holds. */
  title: string;
  description: string;
  /** What archiving, restoring and deleting do, under each section's title. */
  lifecycle: LifecycleOptions<Item>[1];
  useStateActions: LifecycleOptions<Item>[2];
  /** The item of the page's route, once loaded. */
  useItem: (workspaceId: number) => Item | undefined;
  /** The saved values the form starts from: when they change (here or live), it starts again. */
  savedValues: (item: Item) => unknown[];
  Form: ComponentType<ItemFormProps<Item>>;
}

/** The settings page of a group or a project: its details form, then Archive and Delete. */
export function itemSettingsPage<Item extends SettingsItem>(
  options: ItemSettingsPageOptions<Item>,
) {
  const { noun, lifecycle, useStateActions, useItem, savedValues, Form } = options;
  const LifecycleSections = itemLifecycleSections(noun, lifecycle, useStateActions);
  return function ItemSettingsPage() {
    const workspaceId = useWorkspaceId();
    const item = useItem(workspaceId);
    if (!item) return null;
    return (
      <ItemSettingsLayout
        title={options.title}
        description={options.description}
        lifecycle={
          <LifecycleSections workspaceId={workspaceId} item={item} abilities={item.abilities} />
        }
      >
        <Form
          key={[...savedValues(item), item.abilities.update].join('\n')}
          workspaceId={workspaceId}
          item={item}
        />
      </ItemSettingsLayout>
    );
  };
}
