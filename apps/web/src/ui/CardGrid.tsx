import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

const COLUMNS = { base: 1, sm: 2, lg: 3 };

interface CardGridProps<Item> {
  /** Undefined while loading or after an error. */
  items: readonly Item[] | undefined;
  /** Three grey cards of `cardHeight` stand in while it loads. */
  pending: boolean;
  cardHeight: number;
  card: (item: Item) => ReactNode;
  /** What shows when there is nothing to list. */
  empty: ReactNode;
}

/** A page's cards (projects, groups): one to three a row, as wide as the screen allows. */
export function CardGrid<Item>({ items, pending, cardHeight, card, empty }: CardGridProps<Item>) {
  if (pending) {
    return (
      <SimpleGrid cols={COLUMNS}>
        <Skeleton height={cardHeight} radius="md" />
        <Skeleton height={cardHeight} radius="md" />
        <Skeleton height={cardHeight} radius="md" />
      </SimpleGrid>
    );
  }
  if (!items || items.length === 0) return empty;
  return <SimpleGrid cols={COLUMNS}>{items.map(card)}</SimpleGrid>;
}
