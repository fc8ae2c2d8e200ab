import { Center, Stack } from '@mantine/core';
import { useMe } from '../../auth/use-me';
import { useAccountLiveEvents } from '../live/use-account-live-events';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailChangeSection } from './EmailChangeSection';
import { PasswordChangeSection } from './PasswordChangeSection';
import { ProfileDetailsSection } from './ProfileDetailsSection';
import { SignedInDevicesSection } from './SignedInDevicesSection';
import { TwoFactorSection } from '../../two-factor/components/TwoFactorSection';
import { PasskeysSection } from '../../two-factor/components/PasskeysSection';
import { PageLoader } from '../../../ui/PageLoader';
import { ApiTokensSection } from '../../api-tokens/components/ApiTokensSection';

/**
 * Profile & security: picture and name, e-mail change, password change, two-factor, passkeys,
 * signed-in devices, personal API tokens, account deletion.
 * Mounted at /account now, and at /workspace/{wsid}/settings/profile with workspaces.
 */
export function ProfileSettings() {
  const me = useMe();
  useAccountLiveEvents(me?.id ?? null);
  if (!me) {
    return (
      <Center py="xl">
        <PageLoader label="Loading your profile" />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <ProfileDetailsSection me={me} />
      <EmailChangeSection me={me} />
      <PasswordChangeSection />
      <TwoFactorSection />
      <PasskeysSection />
      <SignedInDevicesSection />
      <ApiTokensSection />
      <DeleteAccountSection />
    </Stack>
  );
}
