import { Badge, Button, Text } from '@mantine/core';
import type { AccountSession } from '@hangar/contracts/account-sessions';
import { deviceName } from '@hangar/domain/devices';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorCard } from '../../../ui/ErrorCard';
import { PageLoader } from '../../../ui/PageLoader';
import { SettingsRow, SettingsRowList } from '../../../ui/SettingsRow';
import { SettingsSection } from '../../../ui/SettingsSection';
import { toast } from '../../../ui/toast';
import { useConfirmedRemoval, type ConfirmedRemoval } from '../../../ui/use-confirmed-removal';
import { RowDate } from '../../api-tokens/components/RowDates';
import { endAccountSession } from '../account-sessions-api';
import { accountSessionsQuery, keepCachedSessions } from '../account-sessions-queries';
import { openSignOutEverywhereDialog } from './SignOutEverywhereDialog';
/* After SettingsRow's, so that this file's phone rules come after the shared rows. */
import classes from './SignedInDevices.module.css';

const PHONE_SYSTEMS = new Set(['iOS', 'Android']);

function Dimmed({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" component="span">
      {children}
    </Text>
  );
}

interface DeviceRowProps {
  session: AccountSession;
  signOut: ConfirmedRemoval<AccountSession>;
}

/** One device: browser on system, address, when it signed in and was last active. */
function DeviceRow({ session, signOut }: DeviceRowProps) {
  const name = deviceName(session);
  const Icon = session.os && PHONE_SYSTEMS.has(session.os) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <SettingsRow
      name={name}
      testId="signed-in-device"
      icon={{ Icon, color: session.current ? 'teal' : 'gray' }}
      badge={
        session.current ? (
          <Badge size="sm" variant="light" color="teal" radius="sm">
            This device
          </Badge>
        ) : null
      }
      meta={
        <>
          <Dimmed>IP {session.ip ?? 'unknown'}</Dimmed>
          <RowDate label="Signed in" date={session.created_at} />
          <RowDate label="Last active" date={session.last_seen_at} relative />
        </>
      }
      remove={
        session.current
          ? undefined
          : {
              text: 'Sign out',
              loading: signOut.removingId === session.id,
              onClick: () => signOut.ask(session),
              className: classes.action,
            }
      }
      classNames={{ row: classes.row, details: classes.details }}
    />
  );
}

/** Signs one device out after asking; it leaves the list as soon as the server confirms. */
function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useConfirmedRemoval({
    remove: (session: AccountSession) => endAccountSession(session.id),
    forget: (ended) => keepCachedSessions(queryClient, (session) => session.id !== ended.id),
    confirm: (session) => ({
      title: `Sign out ${deviceName(session)}?`,
      message:
        'It is signed out at once: its open tabs are closed, and using Hangar there again takes your password.',
      confirmLabel: 'Sign out',
      critical: true,
    }),
    onRemoved: (session) =>
      toast.success('Device signed out', {
        description: `${deviceName(session)} has to sign in again to use Hangar.`,
      }),
    failure: 'The device could not be signed out.',
  });
}

function DeviceList({ sessions }: { sessions: AccountSession[] }) {
  const signOut = useSignOutDevice();
  return (
    <SettingsRowList label="Your signed-in devices" items={sessions}>
      {(session) => <DeviceRow session={session} signOut={signOut} />}
    </SettingsRowList>
  );
}

/**
 * Signed-in devices (issue 44): each session of the account with its browser, system and
 * address (no place: no IP database is bundled), signed out one by one or all but this one.
 */
export function SignedInDevicesSection() {
  const sessions = useQuery(accountSessionsQuery);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <SettingsSection
      title="Signed-in devices"
      description="Where your account is signed in. Sign out a device you do not recognise, then change your password."
    >
      {sessions.data ? (
        <DeviceList sessions={sessions.data} />
      ) : sessions.error ? (
        <ErrorCard error={sessions.error} />
      ) : (
        <PageLoader label="Loading your signed-in devices" />
      )}
      {others > 0 ? (
        <Button
          variant="outline"
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={openSignOutEverywhereDialog}
          style={{ alignSelf: 'flex-start' }}
        >
          Sign out everywhere
        </Button>
      ) : null}
    </SettingsSection>
  );
}
