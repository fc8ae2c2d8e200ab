import { Anchor, Button, Stack, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { passwordLostInput } from '@hangar/contracts/account';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { callEndpoint } from '../../../api/endpoint-call';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { EmailField } from '../components/AuthFields';
import { AuthHeading } from '../components/AuthHeading';

function BackToSignin() {
  return (
    <Anchor component={Link} to={routes.signin()} size="sm" fw={600}>
      <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
      Back to sign in
    </Anchor>
  );
}

/**
 * /account/password-lost: asks for the address, then always shows the same confirmation,
 * whether or not an account uses it (nothing tells who has an account).
 */
export function PasswordLostPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useApiForm({
    schema: passwordLostInput,
    initialValues: { email: '' },
    onSubmit: async (values) => {
      await callEndpoint(accountEndpoints.passwordLost, { body: values, accessToken: null });
      setSentTo(values.email);
    },
  });

  if (sentTo !== null) {
    return (
      <Stack gap="xl">
        <AuthHeading title="Check your inbox" icon={<IconMailForward size={26} />}>
          If an account uses <strong>{sentTo}</strong>, we sent it a link to choose a new password.
          The link works once, for one hour.
        </AuthHeading>
        <Text size="sm" c="dimmed">
          Nothing arrived after a few minutes? Check your spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            try another address
          </Anchor>
          .
        </Text>
        <Button component={Link} to={routes.signin()} variant="default" size="md">
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <AuthHeading title="Forgot your password?">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </AuthHeading>
      <ApiForm form={form} aria-label="Password lost">
        <EmailField {...form.mantine.getInputProps('email')} />
        <SubmitButton busy={form.busy} size="md" fullWidth>
          Send the link
        </SubmitButton>
      </ApiForm>
      <Text ta="center">
        <BackToSignin />
      </Text>
    </Stack>
  );
}
