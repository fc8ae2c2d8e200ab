import { Button, Group, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { modalClosing } from './ConfirmModal';
import { openModal } from './overlays';

const SIGNED_OUT_TITLE = 'You have been signed out';

const CONTINUE = 'Sign in again to continue where you were.';

/** What the modal says for each way a session can end while a page is open. */
const SIGNED_OUT_REASONS = {
  elsewhere: `You signed out in another tab or window. ${CONTINUE}`,
  server: `Your session has ended: it was revoked, or it expired. ${CONTINUE}`,
  'email-changed':
    'Your e-mail address was changed. Sign in with the new one to continue where you were.',
} as const;

export type SignedOutReason = keyof typeof SIGNED_OUT_REASONS;

/**
 * The signed-out modal (SPEC.md section 2): the session ended while a page was open, in another
 * tab, on the server, or because the account's e-mail address changed. Not easily closable: what
 * is underneath belongs to a session that is gone. Signing in again (here, or in another tab)
 * continues where the user was.
 */
export function openSignedOutModal(reason: SignedOutReason, signIn: () => void): string {
  return openModal({
    title: SIGNED_OUT_TITLE,
    centered: true,
    size: MODAL_WIDTH.default,
    ...modalClosing({ notEasilyClosable: true }),
    children: (
      <Stack gap="lg">
        <Text size="sm">{SIGNED_OUT_REASONS[reason]}</Text>
        <Group justify="flex-end">
          <Button onClick={signIn}>Sign in</Button>
        </Group>
      </Stack>
    ),
  });
}
