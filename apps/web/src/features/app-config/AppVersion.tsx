import { Text } from '@mantine/core';
import { useAppConfig } from './queries';

/** The version running ('v1.4.2'), once the configuration is loaded (public footers). */
export function AppVersion() {
  const config = useAppConfig();
  return config ? (
    <Text size="xs" c="dimmed" data-testid="app-version">
      v{config.version}
    </Text>
  ) : null;
}
