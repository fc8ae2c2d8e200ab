import { Code, Group, Image, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { totpConfirmInput, type TotpSetup } from '@hangar/contracts/two-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { modalClosing } from '../../../ui/ConfirmModal';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { openDialog } from '../../../ui/overlays';
import { toast } from '../../../ui/toast';
import { confirmTotp } from '../two-factor-api';
import { setCachedTwoFactor } from '../two-factor-queries';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TotpCodeInput } from './TotpCodeInput';

interface ScanStepProps {
  setup: TotpSetup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}

/** The QR code, the secret to type by hand, and the code that proves the app has it. */
function ScanStep({ setup, onCancel, onConfirmed }: ScanStepProps) {
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: totpConfirmInput,
    initialValues: { code: '' },
    onSubmit: async (input) => {
      const codes = await confirmTotp(input);
      setCachedTwoFactor(queryClient, { totp: true, recovery_codes_left: codes.length });
      onConfirmed(codes);
    },
  });
  return (
    <ApiForm form={form} aria-label="Two-factor setup">
      <Text size="sm">
        Scan this QR code with an authenticator app (1Password, Google Authenticator, Microsoft
        Authenticator, Aegis…), then enter the 6-digit code it shows.
      </Text>
      <Group justify="center">
        <Image
          src={setup.qr_code}
          alt="QR code to scan with your authenticator app"
          w={200}
          h={200}
          radius="sm"
          bg="white"
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Cannot scan it? Enter this key in the app:
        </Text>
        <Code block fz="sm" data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
          {setup.secret}
        </Code>
      </Stack>
      <TotpCodeInput
        label="Code from the app"
        data-autofocus
        {...form.mantine.getInputProps('code')}
      />
      <FormActions onCancel={onCancel} busy={form.busy}>
        Turn on
      </FormActions>
    </ApiForm>
  );
}

function SetupSteps({ setup, onClose }: { setup: TotpSetup; onClose: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    return (
      <RecoveryCodesPanel
        codes={codes}
        onDone={() => {
          onClose();
          toast.success('Two-factor authentication is on');
        }}
      />
    );
  }
  return <ScanStep setup={setup} onCancel={onClose} onConfirmed={setCodes} />;
}

/** Set up: scan, confirm with a code, then save the recovery codes (not easily closed). */
export function openTotpSetupDialog(setup: TotpSetup): void {
  openDialog({
    title: 'Set up two-factor authentication',
    size: MODAL_WIDTH.default,
    ...modalClosing({ notEasilyClosable: true }),
    render: (close) => <SetupSteps setup={setup} onClose={close} />,
  });
}
