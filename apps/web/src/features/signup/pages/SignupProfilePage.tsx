import { Stack, TextInput } from '@mantine/core';
import { LINK_ERROR_FALLBACKS, signupProfileInput } from '@hangar/contracts/account';
import { signupEndpoints } from '@hangar/contracts/endpoints/signup';
import { useQueryClient } from '@tanstack/react-query';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { callEndpoint } from '../../../api/endpoint-call';
import { fallbackRoute } from '../../../app/guards';
import { routeAfterInvitedSignup } from '../../workspaces/fallback-route';
import { beginSession } from '../../auth/auth-api';
import { NewPasswordField } from '../../auth/components/AuthFields';
import { AuthHeading } from '../../auth/components/AuthHeading';
import { checkEmailLink, optionalLinkToken } from '../../auth/link-check';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';

const FALLBACK = LINK_ERROR_FALLBACKS.activation;

interface SignupLink {
  token: string;
  inviteToken: string | undefined;
  email: string;
}

/** The link must still be valid: its detail is the address being signed up. */
export async function signupProfileLoader({ request }: LoaderFunctionArgs): Promise<SignupLink> {
  const inviteToken = optionalLinkToken(request, 'inviteToken');
  return { ...(await checkEmailLink(request, signupEndpoints.link, FALLBACK)), inviteToken };
}

const profileForm = signupProfileInput.pick({ fullname: true, password: true });

/**
 * /signup/profile?token=...: name and password; the account is created and signed in. With an
 * inviteToken, the server also joins the workspace of the invitation, where the user goes.
 */
export function SignupProfilePage() {
  const { token, inviteToken, email } = useLoaderData<typeof signupProfileLoader>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: profileForm,
    initialValues: { fullname: '', password: '' },
    onSubmit: async (values) => {
      const sessionToken = await callEndpoint(signupEndpoints.complete, {
        body: { ...values, token, inviteToken },
        accessToken: null,
        withCookies: true,
        withoutWorkspace: true,
      });
      await beginSession(sessionToken);
      const target = inviteToken
        ? await routeAfterInvitedSignup(queryClient)
        : await fallbackRoute(queryClient);
      await navigate(target, { replace: true });
    },
  });

  return (
    <Stack gap="xl">
      <AuthHeading title="Complete your profile">
        Your address <strong>{email}</strong> is confirmed. Tell your teammates who you are and
        choose a password.
      </AuthHeading>
      <ApiForm form={form} aria-label="Your profile">
        <TextInput
          label="Full name"
          autoComplete="name"
          size="md"
          {...form.mantine.getInputProps('fullname')}
        />
        <NewPasswordField label="Password" {...form.mantine.getInputProps('password')} />
        <SubmitButton busy={form.busy} size="md" fullWidth>
          Create my account
        </SubmitButton>
      </ApiForm>
    </Stack>
  );
}
