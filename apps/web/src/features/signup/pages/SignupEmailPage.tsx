import { Anchor, Stack, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { signupEmailInput } from '@hangar/contracts/account';
import { useNavigate } from 'react-router';
import { Link } from 'react-router';
import { EmailField } from '../../auth/components/AuthFields';
import { AuthHeading } from '../../auth/components/AuthHeading';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { sendSignupEmail, type VerifyEmailState } from '../signup-api';

/**
 * /signup ('Try for free') and /signup/email: the first step, the e-mail address. A link to
 * confirm it is sent, then /signup/verify-email says where to look.
 */
export function SignupEmailPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: signupEmailInput,
    initialValues: { email: '' },
    onSubmit: async ({ email }) => {
      await sendSignupEmail(email);
      const state: VerifyEmailState = { email };
      await navigate(routes.signupVerifyEmail(), { state });
    },
  });

  return (
    <Stack gap="xl">
      <AuthHeading title="Create your account">
        Start with your e-mail address. We will send you a link to confirm it, then you choose your
        name and password.
      </AuthHeading>
      <ApiForm form={form} aria-label="Sign up">
        <EmailField {...form.mantine.getInputProps('email')} />
        <SubmitButton busy={form.busy} size="md" fullWidth>
          Continue
        </SubmitButton>
      </ApiForm>
      <Text size="sm" ta="center" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to={routes.signin()} fw={600}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
