import { Anchor, Button, Stack, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { IconMailOpened, IconSend } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { AuthHeading } from '../../auth/components/AuthHeading';
import { ErrorCard } from '../../../ui/ErrorCard';
import { toast } from '../../../ui/toast';
import { sendSignupEmail, verifyEmailState } from '../signup-api';

/** /signup/verify-email: check your inbox; send the link again; or use another address. */
export function VerifyEmailPage() {
  const email = verifyEmailState(useLocation().state)?.email ?? null;
  const resend = useMutation({
    mutationFn: sendSignupEmail,
    onSuccess: () => toast.success('E-mail sent again', { description: `To ${email ?? ''}` }),
  });

  return (
    <Stack gap="xl">
      <AuthHeading title="Check your inbox" icon={<IconMailOpened size={26} />}>
        {email ? (
          <>
            We sent a link to <strong>{email}</strong>.
          </>
        ) : (
          'We sent you a link.'
        )}{' '}
        Open it to confirm your address and finish creating your account.
      </AuthHeading>
      {resend.error ? <ErrorCard error={resend.error} onClose={() => resend.reset()} /> : null}
      {email ? (
        <Button
          variant="default"
          size="md"
          leftSection={<IconSend size={18} />}
          loading={resend.isPending}
          onClick={() => resend.mutate(email)}
        >
          Send the e-mail again
        </Button>
      ) : null}
      <Text size="sm" c="dimmed">
        Nothing arrived after a few minutes? Check your spam folder, or{' '}
        <Anchor component={Link} to={routes.signupEmail()} size="sm">
          use another address
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
