import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconFilter } from '@tabler/icons-react';

export interface FilterMenuProps<T extends string> {
  /** The button's name and tooltip, e.g. 'Filter groups'. */
  label: string;
  filters: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  width: number;
}

/** A small filter button opening the list of filters, the current one checked. */
export function FilterMenu<T extends string>(props: FilterMenuProps<T>) {
  const { label, filters, labels, value, onChange, width } = props;
  return (
    <Menu position="bottom-end" shadow="md" width={width}>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label}>
            <IconFilter size={15} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {filters.map((filter) => (
          <Menu.Item
            key={filter}
            onClick={() => onChange(filter)}
            rightSection={filter === value ? <IconCheck size={14} aria-label="Selected" /> : null}
          >
            {labels[filter]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
