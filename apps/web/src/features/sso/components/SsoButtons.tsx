import { Button, Divider, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ssoProvidersQuery, ssoStartUrl } from '../sso-api';

interface SsoButtonsProps {
  /** The sign-in page's `next`, where the browser goes once signed in. */
  next: string | null;
}

/**
 * Under the password form, 'or' and a button per single sign-on provider (its label, as the
 * server names it). Nothing while the list is empty, loading or failed.
 */
export function SsoButtons({ next }: SsoButtonsProps) {
  const providers = useQuery(ssoProvidersQuery).data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack gap="md">
      <Divider label="or" labelPosition="center" />
      {providers.map((provider) => (
        // A link: the start endpoint answers with a redirect the whole page follows.
        <Button
          key={provider.id}
          component="a"
          href={ssoStartUrl(provider.id, next)}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconKey size={18} aria-hidden />}
        >
          {provider.label}
        </Button>
      ))}
    </Stack>
  );
}
