import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import type { Me } from '@hangar/contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { fallbackRoute } from '../../../app/guards';
import { modalClosing } from '../../../ui/ConfirmModal';
import { openModal } from '../../../ui/overlays';
import { toast } from '../../../ui/toast';
import { meQueryKey } from '../queries';
import { setReauthenticating } from '../session-store';
import { useSignOut } from '../use-sign-out';
import { SigninForm } from './SigninForm';

const AUTH_EXPIRED_TITLE = 'Your authentication has expired';

interface AuthExpiredContentProps {
  onDone: () => void;
}

function AuthExpiredContent({ onDone }: AuthExpiredContentProps) {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const previous = queryClient.getQueryData<Me>(meQueryKey);

  const signedIn = async (profile: Me) => {
    if (previous && previous.id !== profile.id) {
      // Another account: nothing on this page belongs to it. Start over from its home.
      window.location.assign(await fallbackRoute(queryClient));
      return;
    }
    onDone();
    await queryClient.invalidateQueries();
    toast.success('You are signed in again', {
      description: 'What you typed is still there: submit it again.',
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        For your security, sign in again to continue. What you typed on the page is kept.
      </Text>
      <SigninForm defaultEmail={previous?.email} onSignedIn={signedIn} forgotPasswordInNewTab />
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        onClick={() => {
          onDone();
          void signOut();
        }}
      >
        Sign out instead
      </Button>
    </Stack>
  );
}

let opened: Promise<void> | null = null;

/**
 * The modal of a 401 on a form submit (SPEC.md section 8): the sign-in form, not easily
 * closable. Resolves once the user signed in again; one modal however many forms asked.
 */
export function openAuthExpiredModal(): Promise<void> {
  opened ??= new Promise<void>((resolve) => {
    setReauthenticating(true);
    const modalId = openModal({
      title: AUTH_EXPIRED_TITLE,
      centered: true,
      size: MODAL_WIDTH.default,
      ...modalClosing({ notEasilyClosable: true }),
      children: (
        <AuthExpiredContent
          onDone={() => {
            modals.close(modalId);
            setReauthenticating(false);
            opened = null;
            resolve();
          }}
        />
      ),
    });
  });
  return opened;
}
