import { Checkbox, PasswordInput } from '@mantine/core';
import { changePasswordInput } from '@hangar/contracts/account';
import { PASSWORD_HINT } from '@hangar/domain/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { apiTokensQuery, clearCachedApiTokens } from '../../api-tokens/queries';
import { changePassword } from '../account-api';
import { SettingsSection } from '../../../ui/SettingsSection';

function tokensText(count: number): string {
  return count === 1 ? 'your API token' : `your ${count} API tokens`;
}

function revokeHint(count: number): string {
  return count === 1
    ? 'Revokes your API token: scripts using it stop working at once.'
    : `Revokes all ${count} of your API tokens: scripts using them stop working at once.`;
}

/**
 * Password change: the current one proves it is you; your other sessions are signed out. With
 * API tokens, a box (unticked) also revokes them all, e.g. when the password may have leaked.
 */
export function PasswordChangeSection() {
  const queryClient = useQueryClient();
  const tokenCount = useQuery(apiTokensQuery).data?.length ?? 0;
  const form = useApiForm({
    schema: changePasswordInput,
    initialValues: { current_password: '', new_password: '', revoke_api_tokens: false },
    onSubmit: async (input) => {
      const revoke = tokenCount > 0 && input.revoke_api_tokens === true;
      await changePassword({ ...input, revoke_api_tokens: revoke });
      form.mantine.reset();
      if (revoke) clearCachedApiTokens(queryClient);
      toast.success('Password changed', {
        description: revoke
          ? `Your other sessions were signed out and ${tokensText(tokenCount)} revoked.`
          : 'Your other sessions were signed out.',
      });
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
        {tokenCount > 0 ? (
          <Checkbox
            label="Also revoke my API tokens"
            description={revokeHint(tokenCount)}
            {...form.mantine.getInputProps('revoke_api_tokens', { type: 'checkbox' })}
          />
        ) : null}
        <SubmitButton busy={form.busy} style={{ alignSelf: 'flex-start' }}>
          Change password
        </SubmitButton>
      </ApiForm>
    </SettingsSection>
  );
}
