import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthHeadingProps {
  title: string;
  /** One or two sentences under the title. */
  children?: ReactNode;
  /** An icon above the title, for status pages (check your inbox, link sent). */
  icon?: ReactNode;
}

/** The title block of the sign-in, sign-up and password pages. */
export function AuthHeading({ title, children, icon }: AuthHeadingProps) {
  return (
    <Stack gap={8}>
      {icon ? (
        <ThemeIcon size={48} radius="xl" variant="light" mb={4}>
          {icon}
        </ThemeIcon>
      ) : null}
      <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.2}>
        {title}
      </Title>
      {children ? (
        <Text c="dimmed" size="md" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
