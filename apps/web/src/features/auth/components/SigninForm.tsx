import { Anchor, Group, PasswordInput } from '@mantine/core';
import { SIGNIN_FAILED, signinForm } from '@hangar/contracts/auth';
import { routes } from '@hangar/contracts/routes';
import type { Me } from '@hangar/contracts/account';
import type { TwoFactorRequired } from '@hangar/contracts/two-factor';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { signIn, type SigninResult } from '../auth-api';
import { signinRefusalDetail } from '../signin-refusal';
import { EmailField } from './AuthFields';

/** The second step loads when an account asks for it: most sign-ins never need its code. */
const TwoFactorStep = lazy(async () => ({
  default: (await import('../../two-factor/components/TwoFactorStep')).TwoFactorStep,
}));

interface SigninFormProps {
  defaultEmail?: string;
  /** Called once signed in (token stored, profile loaded). */
  onSignedIn: (profile: Me) => unknown;
  /**
   * Open 'Forgot password?' in a new tab: in the sign-in modal, leaving the page would lose the
   * form underneath.
   */
  forgotPasswordInNewTab?: boolean;
}

/**
 * E-mail, password, 'Forgot password?' and Continue. Any failure reads the same. An account with
 * two-factor on then asks for a code (TwoFactorStep).
 */
export function SigninForm({
  defaultEmail = '',
  onSignedIn,
  forgotPasswordInNewTab,
}: SigninFormProps) {
  const [twoFactor, setTwoFactor] = useState<TwoFactorRequired['two_factor'] | null>(null);
  const form = useApiForm({
    schema: signinForm,
    initialValues: { username: defaultEmail, password: '' },
    // A 401 here means wrong credentials, not an expired session.
    on401: 'error',
    onSubmit: async (credentials) => {
      let result: SigninResult;
      try {
        result = await signIn(credentials);
      } catch (error) {
        form.setFormError({ kind: 'simple', detail: signinRefusalDetail(error) ?? SIGNIN_FAILED });
        return;
      }
      if ('twoFactor' in result) setTwoFactor(result.twoFactor);
      else await onSignedIn(result.profile);
    },
  });
  const newTab = forgotPasswordInNewTab ? { target: '_blank', rel: 'noopener' } : {};

  if (twoFactor) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challenge={twoFactor}
          onSignedIn={onSignedIn}
          onRestart={(detail) => {
            setTwoFactor(null);
            form.mantine.setFieldValue('password', '');
            form.setFormError(detail ? { kind: 'simple', detail } : null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <ApiForm form={form} aria-label="Sign in">
      <EmailField autoComplete="username" {...form.mantine.getInputProps('username')} />
      <div>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          size="md"
          {...form.mantine.getInputProps('password')}
        />
        <Group justify="flex-end" mt={6}>
          <Anchor component={Link} to={routes.passwordLost()} size="sm" {...newTab}>
            Forgot password?
          </Anchor>
        </Group>
      </div>
      <SubmitButton busy={form.busy} size="md" fullWidth>
        Continue
      </SubmitButton>
    </ApiForm>
  );
}
