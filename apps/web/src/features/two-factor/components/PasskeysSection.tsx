import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Passkey } from '@hangar/contracts/passkeys';
import { useQuery } from '@tanstack/react-query';
import { IconFingerprint, IconPlus } from '@tabler/icons-react';
import { QueryStates } from '../../../ui/QueryStates';
import { SettingsRowAction } from '../../../ui/SettingsRowAction';
import { SettingsSection } from '../../../ui/SettingsSection';
import rows from '../../../ui/SettingsRows.module.css';
import { LastUsed, RowDate } from '../../api-tokens/components/RowDates';
import { passkeysQuery } from '../passkeys-queries';
import { openAddPasskeyDialog, openRemovePasskeyDialog } from './PasskeyDialogs';
import { browserHasWebAuthn } from '../webauthn-support';

/** One passkey: its name, when it was added and last used, Remove. */
function PasskeyRow({ passkey }: { passkey: Passkey }) {
  return (
    <li className={rows.row} aria-label={passkey.name} data-testid="passkey">
      <ThemeIcon variant="light" size={38} radius="md" color="gray">
        <IconFingerprint size={20} aria-hidden />
      </ThemeIcon>
      <Stack gap={4} miw={0} className={rows.details}>
        <Text fw={600} size="sm" className={rows.name}>
          {passkey.name}
        </Text>
        <div className={rows.meta}>
          <RowDate label="Added" date={passkey.created_at} />
          <LastUsed date={passkey.last_used_at} />
        </div>
      </Stack>
      <SettingsRowAction
        label={`Remove ${passkey.name}`}
        onClick={() => openRemovePasskeyDialog(passkey)}
      >
        Remove
      </SettingsRowAction>
    </li>
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
              <ul className={rows.list} aria-label="Your passkeys">
                {passkeys.map((passkey) => (
                  <PasskeyRow key={passkey.id} passkey={passkey} />
                ))}
              </ul>
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
