import { Badge, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconShieldLock } from '@tabler/icons-react';
import { QueryStates } from '../../../ui/QueryStates';
import { SettingsSection } from '../../../ui/SettingsSection';
import { toast } from '../../../ui/toast';
import { setUpTotp } from '../two-factor-api';
import { twoFactorQuery } from '../two-factor-queries';
import { openTotpSetupDialog } from './TotpSetupDialog';
import {
  openRenewRecoveryCodesDialog,
  openTurnOffTwoFactorDialog,
} from './TwoFactorPasswordDialog';

function codesLeftText(left: number): string {
  if (left === 0) return 'No recovery codes left: get new ones.';
  return left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`;
}

/**
 * Two-factor authentication: a code of an authenticator app after the password. Off: Set up.
 * On: how many recovery codes are left, new codes, Turn off (both ask the password).
 */
export function TwoFactorSection() {
  const status = useQuery(twoFactorQuery);
  const setup = useMutation({
    mutationFn: setUpTotp,
    onSuccess: openTotpSetupDialog,
    onError: () => toast.error('Two-factor could not be set up. Try again.'),
  });
  const on = status.data?.totp === true;

  return (
    <SettingsSection
      title="Two-factor authentication"
      description="After your password, signing in asks for a code of an authenticator app on your phone."
    >
      <QueryStates query={status} loadingLabel="Loading two-factor authentication">
        {(twoFactor) => (
          <>
            <Group gap="sm" wrap="wrap">
              <Badge
                variant="light"
                color={on ? 'teal' : 'gray'}
                leftSection={<IconShieldLock size={14} aria-hidden />}
              >
                {on ? 'On' : 'Off'}
              </Badge>
              {on ? (
                <Text size="sm" c="dimmed">
                  {codesLeftText(twoFactor.recovery_codes_left)}
                </Text>
              ) : null}
            </Group>
            <Group gap="sm" wrap="wrap">
              {on ? (
                <>
                  <Button variant="default" onClick={openRenewRecoveryCodesDialog}>
                    New recovery codes
                  </Button>
                  <Button variant="outline" color="red" onClick={openTurnOffTwoFactorDialog}>
                    Turn off
                  </Button>
                </>
              ) : (
                <Button loading={setup.isPending} onClick={() => setup.mutate()}>
                  Set up
                </Button>
              )}
            </Group>
          </>
        )}
      </QueryStates>
    </SettingsSection>
  );
}
