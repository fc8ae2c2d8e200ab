import { PasswordInput } from '@mantine/core';
import { changePasswordInput } from '@hangar/contracts/account';
import { PASSWORD_HINT } from '@hangar/domain/validation';
import { toast } from '../../../ui/toast';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { changePassword } from '../account-api';
import { SettingsSection } from '../../../ui/SettingsSection';

/** Password change: the current one proves it is you; your other sessions are signed out. */
export function PasswordChangeSection() {
  const form = useApiForm({
    schema: changePasswordInput,
    initialValues: { current_password: '', new_password: '' },
    onSubmit: async (input) => {
      await changePassword(input);
      form.mantine.reset();
      toast.success('Password changed', { description: 'Your other sessions were signed out.' });
    },
  });

  return (
    <SettingsSection title="Password" description="Changing it signs you out everywhere else.">
      <ApiForm form={form} aria-label="Password change">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.mantine.getInputProps('current_password')}
        />
        <PasswordInput
          label="New password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          {...form.mantine.getInputProps('new_password')}
        />
        <SubmitButton busy={form.busy} style={{ alignSelf: 'flex-start' }}>
          Change password
        </SubmitButton>
      </ApiForm>
    </SettingsSection>
  );
}
