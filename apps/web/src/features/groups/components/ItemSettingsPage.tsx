import type { ComponentType } from 'react';
import { ItemSettingsLayout } from '../../../ui/ItemSettingsLayout';
import { itemLifecycleSections } from '../../../ui/LifecycleSettingsSections';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';

type LifecycleOptions<Item> = Parameters<typeof itemLifecycleSections<Item>>;

interface SettingsControls {
  editSettings: boolean;
  archive: boolean;
  restore: boolean;
  delete: boolean;
}

export interface ItemFormProps<Item, Controls> {
  workspaceId: number;
  item: Item;
  controls: Controls;
}

interface ItemSettingsPageOptions<Item, Controls extends SettingsControls> {
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
  controlsOf: (item: Item) => Controls;
  /** The saved values the form starts from: when they change (here or live), it starts again. */
  savedValues: (item: Item) => unknown[];
  Form: ComponentType<ItemFormProps<Item, Controls>>;
}

/** The settings page of a group or a project: its details form, then Archive and Delete. */
export function itemSettingsPage<Item, Controls extends SettingsControls>(
  options: ItemSettingsPageOptions<Item, Controls>,
) {
  const { noun, lifecycle, useStateActions, useItem, controlsOf, savedValues, Form } = options;
  const LifecycleSections = itemLifecycleSections(noun, lifecycle, useStateActions);
  return function ItemSettingsPage() {
    const workspaceId = useWorkspaceId();
    const item = useItem(workspaceId);
    const role = useWorkspace(workspaceId)?.role;
    if (!item || !role) return null;
    const controls = controlsOf(item);
    return (
      <ItemSettingsLayout
        title={options.title}
        description={options.description}
        lifecycle={<LifecycleSections workspaceId={workspaceId} item={item} controls={controls} />}
      >
        <Form
          key={[...savedValues(item), controls.editSettings].join('\n')}
          workspaceId={workspaceId}
          item={item}
          controls={controls}
        />
      </ItemSettingsLayout>
    );
  };
}
