import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import rows from './SettingsRows.module.css';

interface SettingsRowProps {
  /** Shown in bold; it names the row for assistive technology too. */
  name: string;
  testId: string;
  /** The item's kind at the left, tinted (teal for this device). */
  icon?: { Icon: Icon; color: string };
  /** Beside the name. */
  badge?: ReactNode;
  /** Lines between the name and the dates (a token's first characters). */
  children?: ReactNode;
  /** Dates and the like, on one line when they fit. */
  meta: ReactNode;
  /** The button at the right that takes the item away ('Revoke'); none for this device. */
  remove?: { text: string; onClick: () => void; loading?: boolean; className?: string };
  /** The feature's own classes for the row and its details, for their phone rules. */
  classNames?: { row?: string; details?: string };
}

const withClass = (shared: string | undefined, own: string | undefined) =>
  own ? `${shared} ${own}` : shared;

/** One item of a settings list: icon, name, dates, the button that takes it away at the right. */
export function SettingsRow(props: SettingsRowProps) {
  const { name, icon, children, remove, classNames = {} } = props;
  return (
    <li
      className={withClass(rows.row, classNames.row)}
      aria-label={name}
      data-testid={props.testId}
    >
      {icon ? (
        <ThemeIcon variant="light" size={38} radius="md" color={icon.color}>
          <icon.Icon size={20} aria-hidden />
        </ThemeIcon>
      ) : null}
      {/* A line under the name spaces the three lines a little more. */}
      <Stack gap={children ? 6 : 4} miw={0} className={withClass(rows.details, classNames.details)}>
        <Group gap="xs" wrap="wrap" miw={0}>
          <Text fw={600} size="sm" className={rows.name}>
            {name}
          </Text>
          {props.badge}
        </Group>
        {children}
        <div className={rows.meta}>{props.meta}</div>
      </Stack>
      {remove ? (
        <Button
          variant="outline"
          color="red"
          size="xs"
          // Each row has the same button: its name tells them apart ('Revoke Deploy script').
          aria-label={`${remove.text} ${name}`}
          loading={remove.loading}
          onClick={remove.onClick}
          className={remove.className}
        >
          {remove.text}
        </Button>
      ) : null}
    </li>
  );
}

interface SettingsRowListProps<Item extends { id: number }> {
  /** Names the list for assistive technology ('Your API tokens'). */
  label: string;
  items: Item[];
  /** An item's SettingsRow. */
  children: (item: Item) => ReactNode;
}

/** A bordered list of settings rows (tokens, devices, passkeys). */
export function SettingsRowList<Item extends { id: number }>(props: SettingsRowListProps<Item>) {
  return (
    <ul className={rows.list} aria-label={props.label}>
      {props.items.map((item) => (
        <Fragment key={item.id}>{props.children(item)}</Fragment>
      ))}
    </ul>
  );
}
