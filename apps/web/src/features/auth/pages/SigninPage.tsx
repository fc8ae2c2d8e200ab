import { Anchor, Stack, Text } from '@mantine/core';
import type { Me } from '@hangar/contracts/account';
import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routeAfterSignin, safeNextPath } from '../../../app/guards';
import { AuthHeading } from '../components/AuthHeading';
import { SigninForm } from '../components/SigninForm';
import { emailChangeNotice, forgetEmailChange } from '../email-change-notice';
import { clearUserData, setCachedMe } from '../queries';
import { useAfterLoad } from '../../../ui/use-after-load';

/** Why the sign-in page shows (signed out, e-mail changed): loaded only when there is one. */
const SigninNotice = lazy(async () => ({
  default: (await import('../components/SigninNotice')).SigninNotice,
}));

/** Single sign-on and passkeys: a moment after the page, not part of its first JavaScript. */
const OtherSignInWays = lazy(async () => ({
  default: (await import('../components/OtherSignInWays')).OtherSignInWays,
}));

/** /account/signin: e-mail, password, Continue; then `next` or the user's fallback route. */
export function SigninPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedOut = params.get('signout') === '1';
  const [changedEmail] = useState(emailChangeNotice);
  const afterLoad = useAfterLoad();
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
      {changedEmail || signedOut ? (
        <Suspense fallback={null}>
          <SigninNotice changedEmail={changedEmail} />
        </Suspense>
      ) : null}
      <SigninForm defaultEmail={changedEmail ?? ''} onSignedIn={onSignedIn} />
      {afterLoad ? (
        <Suspense fallback={null}>
          <OtherSignInWays next={safeNextPath(params.get('next'))} onSignedIn={onSignedIn} />
        </Suspense>
      ) : null}
      <Text size="sm" ta="center" c="dimmed">
        New to Hangar?{' '}
        <Anchor component={Link} to={routes.signup()} fw={600}>
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
}
