import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { Me } from '@hangar/contracts/account';
import { routes } from '@hangar/contracts/routes';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routeAfterSignin, safeNextPath } from '../../../app/guards';
import { AuthHeading } from '../components/AuthHeading';
import { PasskeySignInButton } from '../../two-factor/components/PasskeySignInButton';
import { SigninForm } from '../components/SigninForm';
import { SsoButtons } from '../../sso/components/SsoButtons';
import { emailChangeNotice, forgetEmailChange } from '../email-change-notice';
import { clearUserData, setCachedMe } from '../queries';

/** /account/signin: e-mail, password, Continue; then `next` or the user's fallback route. */
export function SigninPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedOut = params.get('signout') === '1';
  const [changedEmail] = useState(emailChangeNotice);
  const onSignedIn = async (profile: Me) => {
    forgetEmailChange();
    // What is cached belongs to the session that ended (in another tab, on the server, or
    // with an e-mail change): it may show the old address, or someone else's data.
    clearUserData(queryClient);
    setCachedMe(queryClient, profile);
    const target = await routeAfterSignin(queryClient, params.get('next'));
    await navigate(target, { replace: true });
  };

  return (
    <Stack gap="xl">
      <AuthHeading title="Sign in to Hangar">
        Welcome back. Sign in to get to your workspaces.
      </AuthHeading>
      {changedEmail ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          role="status"
          styles={{ message: { overflowWrap: 'anywhere' } }}
        >
          Your e-mail address is changed. Sign in with <strong>{changedEmail}</strong>.
        </Alert>
      ) : signedOut ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          You have been signed out
        </Alert>
      ) : null}
      <SigninForm defaultEmail={changedEmail ?? ''} onSignedIn={onSignedIn} />
      {/* The other ways in sit as close together as the buttons of each. */}
      <Stack gap="md">
        <SsoButtons next={safeNextPath(params.get('next'))} />
        <PasskeySignInButton onSignedIn={onSignedIn} />
      </Stack>
      <Text size="sm" ta="center" c="dimmed">
        New to Hangar?{' '}
        <Anchor component={Link} to={routes.signup()} fw={600}>
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
}
