import { Alert } from '@mantine/core';
import { emailResetInput, FORM_MESSAGES, type Me } from '@hangar/contracts/account';
import { normalizeEmail } from '@hangar/domain/validation';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { toast } from '../../../ui/toast';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { EmailField } from '../../auth/components/AuthFields';
import { setCachedMe } from '../../auth/queries';
import { requestEmailChange } from '../account-api';
import { hasProfileWarning } from '../profile-warning';
import { SettingsSection } from '../../../ui/SettingsSection';

/** The e-mail address: a change is confirmed by a link sent to the new address. */
export function EmailChangeSection({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      emailResetInput.refine((input) => input.email !== normalizeEmail(me.email), {
        path: ['email'],
        message: FORM_MESSAGES.notCurrentEmail,
      }),
    [me.email],
  );
  const form = useApiForm({
    schema,
    initialValues: { email: '' },
    onSubmit: async (input) => {
      setCachedMe(queryClient, await requestEmailChange(input));
      setSentTo(input.email);
      form.mantine.reset();
      toast.success('Confirmation link sent', { description: `Open it from ${input.email}.` });
    },
  });

  return (
    <SettingsSection
      title="E-mail address"
      description={
        <>
          You sign in with <strong>{me.email}</strong>. To change it, we send a confirmation link to
          the new address; after confirming, you sign in again with it.
        </>
      }
    >
      {hasProfileWarning(me) ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="E-mail change pending"
          role="status"
          style={{ overflowWrap: 'anywhere' }}
        >
          {sentTo ? <>We sent a link to {sentTo}. </> : 'We sent a link to your new address. '}
          Open it to confirm the change. Until then, keep signing in with {me.email}.
        </Alert>
      ) : null}
      <ApiForm form={form} aria-label="E-mail change">
        <EmailField label="New e-mail address" size="sm" {...form.mantine.getInputProps('email')} />
        <SubmitButton busy={form.busy} style={{ alignSelf: 'flex-start' }}>
          Send a confirmation link
        </SubmitButton>
      </ApiForm>
    </SettingsSection>
  );
}
