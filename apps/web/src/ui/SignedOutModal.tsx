import { Button, Group, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { modalClosing } from './ConfirmModal';
import { openModal } from './overlays';

export const SIGNED_OUT_TITLE = 'You have been signed out';

const REASONS = {
  elsewhere: 'You signed out in another tab or window.',
  server: 'Your session has ended: it was revoked, or it expired.',
} as const;

/**
 * The signed-out modal (SPEC.md section 2): the session ended while a page was open, in another
 * tab or on the server. Not easily closable: what is underneath belongs to a session that is
 * gone. Signing in again (here, or in another tab) continues where the user was.
 */
export function openSignedOutModal(reason: keyof typeof REASONS, signIn: () => void): string {
  return openModal({
    title: SIGNED_OUT_TITLE,
    centered: true,
    size: MODAL_WIDTH.default,
    ...modalClosing({ notEasilyClosable: true }),
    children: (
      <Stack gap="lg">
        <Text size="sm">{REASONS[reason]} Sign in again to continue where you were.</Text>
        <Group justify="flex-end">
          <Button onClick={signIn}>Sign in</Button>
        </Group>
      </Stack>
    ),
  });
}
