import { TextInput } from '@mantine/core';
import { updateMeInput, type Me } from '@hangar/contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { setCachedMe } from '../../auth/queries';
import { updateMe } from '../account-api';
import { AvatarUpload } from './AvatarUpload';
import { SettingsSection } from '../../../ui/SettingsSection';
import { useLeaveWarning } from '../../../ui/use-leave-warning';

const nameForm = updateMeInput.pick({ fullname: true }).required();

/** Picture and full name, as teammates see them. */
export function ProfileDetailsSection({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: nameForm,
    initialValues: { fullname: me.fullname },
    onSubmit: async (values) => {
      const profile = await updateMe(values);
      setCachedMe(queryClient, profile);
      // The name as stored (trimmed): saved, so nothing is left to save or to warn about.
      form.mantine.setValues({ fullname: profile.fullname });
      form.mantine.resetDirty({ fullname: profile.fullname });
      toast.success('Profile updated');
    },
  });
  useLeaveWarning(form.mantine.isDirty() && !form.busy);

  return (
    <SettingsSection
      title="Profile"
      description="Your picture and name, as your teammates see them."
    >
      <AvatarUpload me={me} />
      <ApiForm form={form} aria-label="Your name">
        <TextInput
          label="Full name"
          autoComplete="name"
          {...form.mantine.getInputProps('fullname')}
        />
        <SubmitButton
          busy={form.busy}
          disabled={!form.mantine.isDirty()}
          style={{ alignSelf: 'flex-start' }}
        >
          Save
        </SubmitButton>
      </ApiForm>
    </SettingsSection>
  );
}
