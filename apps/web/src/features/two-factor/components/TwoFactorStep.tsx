import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Me } from '@hangar/contracts/account';
import {
  recoveryCodeInput,
  totpConfirmInput,
  TWO_FACTOR_SIGNIN_ENDED,
  type TwoFactorRequired,
} from '@hangar/contracts/two-factor';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { completeTwoFactorSignIn } from '../two-factor-signin-api';
import { PasskeyAnswer } from './PasskeyAnswer';
import { TotpCodeInput } from './TotpCodeInput';

type Challenge = TwoFactorRequired['two_factor'];

interface TwoFactorStepProps {
  challenge: Challenge;
  onSignedIn: (profile: Me) => unknown;
  /** Back to the password: asked, or the challenge can no longer be answered (`detail` says why). */
  onRestart: (detail?: string) => void;
}

/**
 * Sends an answer and signs in with it; a refusal that belongs to no field reads as the sign-in
 * page's errors do. A challenge that can no longer be answered sends the user back to the password.
 */
async function answerChallenge(
  send: () => Promise<Me>,
  handlers: Pick<TwoFactorStepProps, 'onSignedIn' | 'onRestart'> & {
    showError: (detail: string) => void;
  },
): Promise<void> {
  let profile: Me;
  try {
    profile = await send();
  } catch (error) {
    if (!isApiError(error) || (error.status !== 401 && error.status !== 429)) throw error;
    const detail = error.detail ?? 'Sign-in failed';
    if (detail === TWO_FACTOR_SIGNIN_ENDED) handlers.onRestart(detail);
    else handlers.showError(detail);
    return;
  }
  await handlers.onSignedIn(profile);
}

interface AnswerFormProps extends TwoFactorStepProps {
  onSwitch: () => void;
}

function CodeForm({ challenge, onSignedIn, onRestart, onSwitch }: AnswerFormProps) {
  const form = useApiForm({
    schema: totpConfirmInput,
    initialValues: { code: '' },
    on401: 'error',
    onSubmit: async ({ code }) => {
      const showError = (detail: string) => {
        form.mantine.setFieldValue('code', '');
        form.setFormError({ kind: 'simple', detail });
      };
      const send = () => completeTwoFactorSignIn({ challenge: challenge.challenge, code });
      await answerChallenge(send, { showError, onRestart, onSignedIn });
    },
  });
  return (
    <ApiForm form={form} aria-label="Sign in with a code">
      <TotpCodeInput
        label="Authentication code"
        description="The 6-digit code your authenticator app shows for Hangar."
        size="md"
        autoFocus
        {...form.mantine.getInputProps('code')}
      />
      <SubmitButton busy={form.busy} size="md" fullWidth>
        Verify
      </SubmitButton>
      {challenge.methods.includes('recovery_code') ? (
        <Button variant="subtle" size="sm" onClick={onSwitch}>
          Use a recovery code instead
        </Button>
      ) : null}
    </ApiForm>
  );
}

function RecoveryCodeForm({ challenge, onSignedIn, onRestart, onSwitch }: AnswerFormProps) {
  const form = useApiForm({
    schema: recoveryCodeInput,
    initialValues: { recovery_code: '' },
    on401: 'error',
    onSubmit: async ({ recovery_code: recoveryCode }) => {
      const showError = (detail: string) => form.setFormError({ kind: 'simple', detail });
      const send = () =>
        completeTwoFactorSignIn({ challenge: challenge.challenge, recovery_code: recoveryCode });
      await answerChallenge(send, { showError, onRestart, onSignedIn });
    },
  });
  return (
    <ApiForm form={form} aria-label="Sign in with a recovery code">
      <TextInput
        label="Recovery code"
        description="One of the codes you saved when you turned two-factor on. Each works once."
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        size="md"
        autoFocus
        {...form.mantine.getInputProps('recovery_code')}
      />
      <SubmitButton busy={form.busy} size="md" fullWidth>
        Verify
      </SubmitButton>
      <Button variant="subtle" size="sm" onClick={onSwitch}>
        Use your authenticator app instead
      </Button>
    </ApiForm>
  );
}

/** The sign-in's second step: a code of the authenticator app, a recovery code, or a passkey. */
export function TwoFactorStep(props: TwoFactorStepProps) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const hasTotp = props.challenge.methods.includes('totp');
  const toggle = () => setUseRecoveryCode((value) => !value);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          Two-factor authentication
        </Title>
        <Text size="sm" c="dimmed">
          {useRecoveryCode
            ? 'Enter one of your recovery codes.'
            : hasTotp
              ? 'Open your authenticator app and enter the code it shows for Hangar.'
              : 'Use your passkey to finish signing in.'}
        </Text>
      </Stack>
      {useRecoveryCode ? (
        <RecoveryCodeForm {...props} onSwitch={toggle} />
      ) : hasTotp ? (
        <CodeForm {...props} onSwitch={toggle} />
      ) : null}
      {props.challenge.methods.includes('passkey') ? (
        <PasskeyAnswer
          challenge={props.challenge.challenge}
          only={!hasTotp}
          onSignedIn={props.onSignedIn}
          onRestart={props.onRestart}
        />
      ) : null}
      <Button variant="subtle" color="gray" size="xs" onClick={() => props.onRestart()}>
        Back to e-mail and password
      </Button>
    </Stack>
  );
}
