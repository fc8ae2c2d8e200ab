import { Button, Group, Text } from '@mantine/core';
import type { Passkey } from '@hangar/contracts/passkeys';
import { useQuery } from '@tanstack/react-query';
import { IconFingerprint, IconPlus } from '@tabler/icons-react';
import { QueryStates } from '../../../ui/QueryStates';
import { SettingsRow, SettingsRowList } from '../../../ui/SettingsRow';
import { SettingsSection } from '../../../ui/SettingsSection';
import { LastUsed, RowDate } from '../../api-tokens/components/RowDates';
import { passkeysQuery } from '../passkeys-queries';
import { openAddPasskeyDialog, openRemovePasskeyDialog } from './PasskeyDialogs';
import { browserHasWebAuthn } from '../webauthn-support';

/** One passkey: its name, when it was added and last used, Remove. */
function PasskeyRow({ passkey }: { passkey: Passkey }) {
  return (
    <SettingsRow
      name={passkey.name}
      testId="passkey"
      icon={{ Icon: IconFingerprint, color: 'gray' }}
      meta={
        <>
          <RowDate label="Added" date={passkey.created_at} />
          <LastUsed date={passkey.last_used_at} />
        </>
      }
      remove={{ text: 'Remove', onClick: () => openRemovePasskeyDialog(passkey) }}
    />
  );
}

/**
 * Passkeys: sign in with the device's fingerprint, face or screen lock instead of a password,
 * or use one after the password as the second step. Listed with Add and Remove.
 */
export function PasskeysSection() {
  const list = useQuery(passkeysQuery);
  const supported = browserHasWebAuthn();
  return (
    <SettingsSection
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of a password. After a password, a passkey also answers the two-factor step."
    >
      <QueryStates query={list} loadingLabel="Loading passkeys">
        {(passkeys) => (
          <>
            {passkeys.length > 0 ? (
              <SettingsRowList label="Your passkeys" items={passkeys}>
                {(passkey) => <PasskeyRow passkey={passkey} />}
              </SettingsRowList>
            ) : (
              <Text size="sm" c="dimmed">
                No passkeys yet.
              </Text>
            )}
            <Group gap="sm" wrap="wrap">
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={!supported}
                onClick={openAddPasskeyDialog}
              >
                Add a passkey
              </Button>
              {supported ? null : (
                <Text size="sm" c="dimmed">
                  This browser cannot make passkeys.
                </Text>
              )}
            </Group>
          </>
        )}
      </QueryStates>
    </SettingsSection>
  );
}
