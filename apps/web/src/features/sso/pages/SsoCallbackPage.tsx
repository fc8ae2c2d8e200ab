import { Alert, Button, Stack } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useLoaderData } from 'react-router';
import { AuthHeading } from '../../auth/components/AuthHeading';
import type { SsoRefusal } from './sso-callback-loader';

/**
 * The single sign-on callback when the sign-in was refused (its loader opens the app otherwise):
 * the reason, and the way back to the sign-in page.
 */
export function SsoCallbackPage() {
  const { detail } = useLoaderData<SsoRefusal>();
  return (
    <Stack gap="xl">
      <AuthHeading title="Could not sign you in" />
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        role="alert"
        styles={{ message: { overflowWrap: 'anywhere' } }}
      >
        {detail}
      </Alert>
      <Button component={Link} to={routes.signin()} size="md" fullWidth>
        Back to sign in
      </Button>
    </Stack>
  );
}
