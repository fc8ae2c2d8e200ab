import { Text } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { twoFactorPasswordInput } from '@hangar/contracts/two-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { modalClosing } from '../../../ui/ConfirmModal';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { openDialog } from '../../../ui/overlays';
import { ConfirmPasswordField } from '../../auth/components/AuthFields';
import { toast } from '../../../ui/toast';
import { renewRecoveryCodes, turnOffTwoFactor } from '../two-factor-api';
import { setCachedTwoFactor } from '../two-factor-queries';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

interface PasswordFormProps {
  label: string;
  explanation: string;
  submitLabel: string;
  color?: string;
  onPassword: (password: string) => Promise<unknown>;
  onCancel: () => void;
}

/** The account's password, asked before a change to two-factor. */
function PasswordForm({
  label,
  explanation,
  submitLabel,
  color,
  onPassword,
  onCancel,
}: PasswordFormProps) {
  const form = useApiForm({
    schema: twoFactorPasswordInput,
    initialValues: { password: '' },
    onSubmit: ({ password }) => onPassword(password),
  });
  return (
    <ApiForm form={form} aria-label={label}>
      <Text size="sm">{explanation}</Text>
      <ConfirmPasswordField {...form.mantine.getInputProps('password')} />
      <FormActions onCancel={onCancel} busy={form.busy} color={color}>
        {submitLabel}
      </FormActions>
    </ApiForm>
  );
}

function TurnOffForm({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <PasswordForm
      label="Turn off two-factor"
      explanation="Signing in will ask for your password only. Your recovery codes stop working."
      submitLabel="Turn off"
      color="red"
      onCancel={onClose}
      onPassword={async (password) => {
        setCachedTwoFactor(queryClient, await turnOffTwoFactor({ password }));
        onClose();
        toast.success('Two-factor authentication is off');
      }}
    />
  );
}

function RenewCodesSteps({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodesPanel codes={codes} onDone={onClose} />;
  return (
    <PasswordForm
      label="New recovery codes"
      explanation="You get ten new codes; the ones you have now stop working."
      submitLabel="Get new codes"
      onCancel={onClose}
      onPassword={async (password) => {
        const fresh = await renewRecoveryCodes({ password });
        setCachedTwoFactor(queryClient, { totp: true, recovery_codes_left: fresh.length });
        setCodes(fresh);
      }}
    />
  );
}

export function openTurnOffTwoFactorDialog(): void {
  openDialog({
    title: 'Turn off two-factor authentication?',
    size: MODAL_WIDTH.default,
    render: (close) => <TurnOffForm onClose={close} />,
  });
}

/** New codes are shown once: the dialog then closes only by "I have saved them". */
export function openRenewRecoveryCodesDialog(): void {
  openDialog({
    title: 'New recovery codes',
    size: MODAL_WIDTH.default,
    ...modalClosing({ notEasilyClosable: true }),
    render: (close) => <RenewCodesSteps onClose={close} />,
  });
}
