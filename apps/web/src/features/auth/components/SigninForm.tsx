import { Anchor, Group, PasswordInput } from '@mantine/core';
import { SIGNIN_FAILED, signinForm } from '@hangar/contracts/auth';
import { routes } from '@hangar/contracts/routes';
import type { Me } from '@hangar/contracts/account';
import { Link } from 'react-router';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { signIn } from '../auth-api';
import { EmailField } from './AuthFields';

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

/** E-mail, password, 'Forgot password?' and Continue. Any failure reads the same. */
export function SigninForm({
  defaultEmail = '',
  onSignedIn,
  forgotPasswordInNewTab,
}: SigninFormProps) {
  const form = useApiForm({
    schema: signinForm,
    initialValues: { username: defaultEmail, password: '' },
    // A 401 here means wrong credentials, not an expired session.
    on401: 'error',
    onSubmit: async (credentials) => {
      let profile: Me;
      try {
        profile = await signIn(credentials);
      } catch {
        form.setFormError({ kind: 'simple', detail: SIGNIN_FAILED });
        return;
      }
      await onSignedIn(profile);
    },
  });
  const newTab = forgotPasswordInNewTab ? { target: '_blank', rel: 'noopener' } : {};

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
