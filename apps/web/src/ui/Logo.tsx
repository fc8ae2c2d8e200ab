import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@hangar/domain/constants';
import { useId } from 'react';

interface LogoMarkProps {
  size?: number;
}

/** The Hangar mark: a hangar's arch and door on a rounded square. */
function LogoMark({ size = 32 }: LogoMarkProps) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5c7cfa" />
          <stop offset="1" stopColor="#3b5bdb" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M6.5 24V15.5a9.5 9.5 0 0 1 19 0V24"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M11.5 24v-6.5h9V24"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M11.5 20.75h9" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" opacity=".75" />
    </svg>
  );
}

interface LogoProps {
  size?: number;
  /** Hide the product name, for narrow places. */
  markOnly?: boolean;
  /** Hide the product name on phones (below 480 px) only. */
  compactOnPhones?: boolean;
}

/** The mark and the product name. */
export function Logo({ size = 32, markOnly = false, compactOnPhones = false }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} />
      {!markOnly && (
        <Text
          component="span"
          fw={700}
          fz={size * 0.62}
          lh={1}
          c="var(--mantine-color-text)"
          visibleFrom={compactOnPhones ? 'xs' : undefined}
        >
          {PRODUCT_NAME}
        </Text>
      )}
    </Group>
  );
}
