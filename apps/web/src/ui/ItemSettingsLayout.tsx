import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SettingsSection } from './SettingsSection';

interface ItemSettingsLayoutProps {
  /** The details section's title and what it holds: 'Group', 'Its name, and who can see it.' */
  title: string;
  description: string;
  /** The details form. */
  children: ReactNode;
  /** Archive (or Restore) and Delete, below the details. */
  lifecycle: ReactNode;
}

/** A group's or a project's settings page: its details form, then its lifecycle sections. */
export function ItemSettingsLayout({
  title,
  description,
  children,
  lifecycle,
}: ItemSettingsLayoutProps) {
  return (
    <Stack gap="lg" maw={720}>
      <SettingsSection title={title} description={description}>
        {children}
      </SettingsSection>
      {lifecycle}
    </Stack>
  );
}
