import { emailField } from '@hangar/contracts/fields';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error';
import { EmailField } from '../../auth/components/AuthFields';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { findSsoProvider, ssoStartUrl } from '../sso-api';

const workEmailForm = z.object({ email: emailField });

/** The work address's form: its domain's provider, then the whole page goes to that provider. */
export function WorkEmailForm({ next }: { next: string | null }) {
  const form = useApiForm({
    schema: workEmailForm,
    initialValues: { email: '' },
    on401: 'error',
    onSubmit: async ({ email }) => {
      try {
        const { provider } = await findSsoProvider(email);
        window.location.assign(ssoStartUrl(provider.id, next));
      } catch (error) {
        if (!isApiError(error) || error.status !== 404 || !error.detail) throw error;
        form.mantine.setFieldError('email', error.detail);
      }
    },
  });
  return (
    <ApiForm form={form} aria-label="Sign in with your company’s SSO">
      <EmailField
        label="Work e-mail"
        placeholder="you@company.com"
        autoFocus
        {...form.mantine.getInputProps('email')}
      />
      <SubmitButton busy={form.busy} variant="default" size="md" fullWidth>
        Continue
      </SubmitButton>
    </ApiForm>
  );
}
