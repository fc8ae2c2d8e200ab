import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { routes } from '@hangar/contracts/routes';
import { deleteAccountInput } from '@hangar/contracts/account';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { openModal } from '../../../ui/overlays';
import { toast } from '../../../ui/toast';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { ConfirmPasswordField } from '../../auth/components/AuthFields';
import { clearUserData } from '../../auth/queries';
import { endSession } from '../../auth/session-store';
import { deleteAccount } from '../account-api';
import { SettingsSection } from '../../../ui/SettingsSection';

const DELETE_WARNING = 'This cannot be undone: your account and its data are deleted immediately.';

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: deleteAccountInput,
    initialValues: { password: '' },
    onSubmit: async ({ password }) => {
      await deleteAccount(password);
      modals.closeAll();
      endSession('user');
      clearUserData(queryClient);
      toast.success('Your account has been deleted');
      await navigate(routes.home(), { replace: true });
    },
  });

  return (
    <ApiForm form={form} aria-label="Account deletion">
      <Text size="sm">{DELETE_WARNING}</Text>
      <ConfirmPasswordField {...form.mantine.getInputProps('password')} />
      <FormActions onCancel={onCancel} busy={form.busy} color="red">
        Yes, delete
      </FormActions>
    </ApiForm>
  );
}

/** Opens the critical confirmation; the password is asked in it. */
function openDeleteAccountModal(): string {
  const modalId = openModal({
    title: 'Delete your account?',
    centered: true,
    size: MODAL_WIDTH.default,
    children: <DeleteAccountForm onCancel={() => modals.close(modalId)} />,
  });
  return modalId;
}

/** The danger zone: deleting the account. */
export function DeleteAccountSection() {
  return (
    <SettingsSection
      title="Delete account"
      danger
      description="Your account, your profile and your sessions are deleted immediately. This cannot be undone. If you are the only owner of a workspace with other members, give it another owner first."
    >
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={16} />}
        onClick={openDeleteAccountModal}
        style={{ alignSelf: 'flex-start' }}
      >
        Delete my account
      </Button>
    </SettingsSection>
  );
}
