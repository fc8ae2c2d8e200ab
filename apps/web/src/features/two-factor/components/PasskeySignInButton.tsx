import { Divider, Stack } from '@mantine/core';
import type { Me } from '@hangar/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { passkeyPromptFailure } from '../passkey-prompt-failure';
import { signInWithPasskey } from '../passkey-signin-api';
import { ssoProvidersQuery } from '../../sso/sso-api';
import { PasskeyPromptButton } from './PasskeyPromptButton';
import { browserHasWebAuthn } from '../webauthn-support';

/** The reason a passkey did not sign in, for the alert under the button. */
function failureOf(error: unknown): string {
  if (isApiError(error)) return error.detail ?? 'Sign-in with a passkey failed. Try again.';
  return passkeyPromptFailure(error) ?? 'Sign-in with a passkey failed. Try again.';
}

/**
 * "Sign in with a passkey" (under 'or', unless the single sign-on buttons above drew it): the
 * browser offers the passkeys it holds for Hangar, no e-mail or password needed. Hidden in
 * browsers without WebAuthn.
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (profile: Me) => unknown }) {
  const ssoShown = (useQuery(ssoProvidersQuery).data?.providers.length ?? 0) > 0;
  if (!browserHasWebAuthn()) return null;

  return (
    <Stack gap="md">
      {ssoShown ? null : <Divider label="or" labelPosition="center" />}
      <PasskeyPromptButton
        prompt={async () => onSignedIn(await signInWithPasskey())}
        failureOf={failureOf}
        variant="default"
        size="md"
      >
        Sign in with a passkey
      </PasskeyPromptButton>
    </Stack>
  );
}
