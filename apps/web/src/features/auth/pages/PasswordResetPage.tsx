import { Stack } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { LINK_ERROR_FALLBACKS, passwordResetInput } from '@hangar/contracts/account';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { useQueryClient } from '@tanstack/react-query';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { callEndpoint } from '../../../api/endpoint-call';
import { toast } from '../../../ui/toast';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { NewPasswordField } from '../components/AuthFields';
import { AuthHeading } from '../components/AuthHeading';
import { checkEmailLink } from '../link-check';
import { clearUserData } from '../queries';
import { endSession } from '../session-store';

const FALLBACK = LINK_ERROR_FALLBACKS.passwordReset;

interface PasswordResetLink {
  token: string;
  email: string;
}

/** Checks the link before showing the form: a used or expired one shows the error page. */
export function passwordResetLoader({ request }: LoaderFunctionArgs): Promise<PasswordResetLink> {
  return checkEmailLink(request, accountEndpoints.passwordResetLink, FALLBACK);
}

const newPasswordForm = passwordResetInput.pick({ password: true });

/**
 * /account/password-reset?token=...: a new password; then sign-in, every session ended and every
 * API token revoked.
 */
export function PasswordResetPage() {
  const { token, email } = useLoaderData<typeof passwordResetLoader>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: newPasswordForm,
    initialValues: { password: '' },
    onSubmit: async ({ password }) => {
      await callEndpoint(accountEndpoints.resetPassword, {
        body: { token, password },
        accessToken: null,
      });
      // The reset ended every session of the account, this browser's too.
      endSession('user');
      clearUserData(queryClient);
      toast.success('Your password has been changed', {
        description:
          'Every session was signed out and your API tokens were revoked. Sign in with your new password.',
      });
      await navigate(routes.signin(), { replace: true });
    },
  });

  return (
    <Stack gap="xl">
      <AuthHeading title="Choose a new password">
        For the account <strong>{email}</strong>. You will then sign in again on every device, and
        your API tokens will be revoked: create new ones for your scripts.
      </AuthHeading>
      <ApiForm form={form} aria-label="Choose a new password">
        <NewPasswordField label="New password" {...form.mantine.getInputProps('password')} />
        <SubmitButton busy={form.busy} size="md" fullWidth>
          Change my password
        </SubmitButton>
      </ApiForm>
    </Stack>
  );
}
