import { Text, TextInput } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import {
  passkeyRegistrationInput,
  passkeyRemovalInput,
  type Passkey,
} from '@hangar/contracts/passkeys';
import { useQueryClient } from '@tanstack/react-query';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { openDialog } from '../../../ui/overlays';
import { toast } from '../../../ui/toast';
import { ConfirmPasswordField } from '../../auth/components/AuthFields';
import { passkeyPromptFailure } from '../passkey-prompt-failure';
import { defaultPasskeyName } from '../passkey-default-name';
import { addPasskey, removePasskey } from '../passkeys-api';
import { passkeysKey } from '../passkeys-queries';

const nameInput = passkeyRegistrationInput.pick({ name: true });

function AddPasskeyForm({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: nameInput,
    initialValues: { name: defaultPasskeyName() },
    // A 401 here is an answer of the browser the server could not verify, not a lost session.
    on401: 'error',
    onSubmit: async ({ name }) => {
      try {
        await addPasskey(name);
      } catch (error) {
        const failure = passkeyPromptFailure(error);
        if (failure === null) throw error;
        form.setFormError({ kind: 'simple', detail: failure });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      onClose();
      toast.success('Passkey added', {
        description: 'Sign in with it alone, or use it after your password.',
      });
    },
  });
  return (
    <ApiForm form={form} aria-label="Add a passkey">
      <Text size="sm">
        Your browser asks for your fingerprint, face, screen lock or security key, then keeps a
        passkey for Hangar. Only its public half is sent to us.
      </Text>
      <TextInput
        label="Name"
        description="To tell your passkeys apart."
        maxLength={60}
        data-autofocus
        {...form.mantine.getInputProps('name')}
      />
      <FormActions onCancel={onClose} busy={form.busy}>
        Continue
      </FormActions>
    </ApiForm>
  );
}

function RemovePasskeyForm({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: passkeyRemovalInput,
    initialValues: { password: '' },
    onSubmit: async (input) => {
      await removePasskey(passkey.id, input);
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      onClose();
      toast.success('Passkey removed');
    },
  });
  return (
    <ApiForm form={form} aria-label={`Remove ${passkey.name}`}>
      <Text size="sm">It no longer signs you in. Remove it from your device too.</Text>
      <ConfirmPasswordField {...form.mantine.getInputProps('password')} />
      <FormActions onCancel={onClose} busy={form.busy} color="red">
        Remove
      </FormActions>
    </ApiForm>
  );
}

export function openAddPasskeyDialog(): void {
  openDialog({
    title: 'Add a passkey',
    size: MODAL_WIDTH.default,
    render: (close) => <AddPasskeyForm onClose={close} />,
  });
}

export function openRemovePasskeyDialog(passkey: Passkey): void {
  openDialog({
    title: `Remove the passkey "${passkey.name}"?`,
    size: MODAL_WIDTH.default,
    render: (close) => <RemovePasskeyForm passkey={passkey} onClose={close} />,
  });
}
