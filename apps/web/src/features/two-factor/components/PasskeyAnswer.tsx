import { Stack } from '@mantine/core';
import type { Me } from '@hangar/contracts/account';
import { TWO_FACTOR_SIGNIN_ENDED } from '@hangar/contracts/two-factor';
import { isApiError } from '../../../api/api-error';
import { passkeyPromptFailure } from '../passkey-prompt-failure';
import { answerWithPasskey } from '../passkey-signin-api';
import { PasskeyPromptButton } from './PasskeyPromptButton';

interface PasskeyAnswerProps {
  challenge: string;
  /** The only way offered: the main button, not a subtle one. */
  only: boolean;
  onSignedIn: (profile: Me) => unknown;
  onRestart: (detail?: string) => void;
}

/** "Use a passkey" in the sign-in's second step; a challenge no longer good goes back to the password. */
export function PasskeyAnswer({ challenge, only, onSignedIn, onRestart }: PasskeyAnswerProps) {
  const failureOf = (error: unknown) => {
    const detail = isApiError(error) ? error.detail : passkeyPromptFailure(error);
    if (detail !== TWO_FACTOR_SIGNIN_ENDED)
      return detail ?? 'The passkey could not be used. Try again.';
    onRestart(detail);
    return null;
  };

  return (
    <Stack gap="sm">
      <PasskeyPromptButton
        prompt={async () => onSignedIn(await answerWithPasskey(challenge))}
        failureOf={failureOf}
        variant={only ? 'filled' : 'default'}
        size={only ? 'md' : 'sm'}
      >
        Use a passkey
      </PasskeyPromptButton>
    </Stack>
  );
}
