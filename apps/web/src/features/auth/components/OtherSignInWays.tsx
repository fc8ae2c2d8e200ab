import { Stack } from '@mantine/core';
import type { Me } from '@hangar/contracts/account';
import { CompanySsoSignIn } from '../../sso/components/CompanySsoSignIn';
import { SsoButtons } from '../../sso/components/SsoButtons';
import { PasskeySignInButton } from '../../two-factor/components/PasskeySignInButton';

interface OtherSignInWaysProps {
  /** Where single sign-on returns to: a path of this app. */
  next: string | null;
  onSignedIn: (profile: Me) => unknown;
}

/**
 * Single sign-on and passkeys under the password form, as close together as their buttons; last,
 * the single sign-on a work address's workspace set up.
 */
export function OtherSignInWays({ next, onSignedIn }: OtherSignInWaysProps) {
  return (
    <Stack gap="md">
      <SsoButtons next={next} />
      <PasskeySignInButton onSignedIn={onSignedIn} />
      <CompanySsoSignIn next={next} />
    </Stack>
  );
}
