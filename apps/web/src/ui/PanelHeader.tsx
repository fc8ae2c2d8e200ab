import { Anchor, Group as Row, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FilterMenu, type FilterMenuProps } from './FilterMenu';

interface PanelHeaderProps<T extends string> {
  /** The title's id, for the panel's `aria-labelledby`. */
  titleId: string;
  /** Makes the title a link to this address. */
  titleTo?: string;
  /** The panel's filters; the title is the current filter's label. */
  filter: FilterMenuProps<T>;
  /** The `IconAction`s beside the filter button. */
  children: ReactNode;
  className?: string;
  px?: number;
  py?: number;
}

/** A side panel's title row: the current filter's label, then the filter and action buttons. */
export function PanelHeader<T extends string>(props: PanelHeaderProps<T>) {
  const { titleId, titleTo, filter, children, className, px, py } = props;
  const title = filter.labels[filter.value];
  const titleStyle = { id: titleId, size: 'xs', fw: 700, c: 'dimmed', tt: 'uppercase' } as const;
  return (
    <Row justify="space-between" wrap="nowrap" gap={2} className={className} px={px} py={py}>
      {titleTo === undefined ? (
        <Text {...titleStyle} truncate>
          {title}
        </Text>
      ) : (
        <Anchor component={Link} to={titleTo} {...titleStyle} underline="hover" truncate>
          {title}
        </Anchor>
      )}
      <Row gap={2} wrap="nowrap">
        <FilterMenu {...filter} />
        {children}
      </Row>
    </Row>
  );
}
