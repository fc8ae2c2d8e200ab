import { Skeleton, Stack } from '@mantine/core';
import type { MantineSpacing, StyleProp } from '@mantine/core';

interface SkeletonRowsProps {
  /** Each grey row's height in pixels. */
  height: number;
  /** How many rows stand in for the list; two by default. */
  rows?: number;
  gap: MantineSpacing | number;
  px?: StyleProp<MantineSpacing>;
  py?: StyleProp<MantineSpacing>;
  /** Names the placeholder for screen readers, e.g. 'Loading groups'. */
  label?: string;
}

/** Grey rows standing in for a list while it loads. */
export function SkeletonRows({ height, rows = 2, gap, px, py, label }: SkeletonRowsProps) {
  return (
    <Stack gap={gap} px={px} py={py} aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={height} />
      ))}
    </Stack>
  );
}
