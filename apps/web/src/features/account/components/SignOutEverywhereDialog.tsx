import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { SignOutEverywhereResult } from '@hangar/contracts/account-sessions';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { openDialog } from '../../../ui/overlays';
import { toast } from '../../../ui/toast';
import { apiTokensQuery, clearCachedApiTokens } from '../../api-tokens/queries';
import { signOutEverywhere } from '../account-sessions-api';
import { keepCachedSessions } from '../account-sessions-queries';

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;

function revokeHint(count: number): string {
  return count === 1
    ? 'Revokes your API token: scripts using it stop working at once.'
    : `Revokes all ${count} of your API tokens: scripts using them stop working at once.`;
}

/** "2 other devices were signed out and 3 API tokens revoked." */
function outcome(result: SignOutEverywhereResult): string {
  const devices =
    result.ended_sessions === 0
      ? 'No other device was signed in'
      : `${plural(result.ended_sessions, 'other device was', 'other devices were')} signed out`;
  return result.revoked_api_tokens > 0
    ? `${devices}, and ${plural(result.revoked_api_tokens, 'API token', 'API tokens')} revoked.`
    : `${devices}.`;
}

function SignOutEverywhereForm({ close }: { close: () => void }) {
  const queryClient = useQueryClient();
  const tokenCount = useQuery(apiTokensQuery).data?.length ?? 0;
  const [revokeTokens, setRevokeTokens] = useState(false);
  const mutation = useMutation({
    mutationFn: () => signOutEverywhere({ revoke_api_tokens: tokenCount > 0 && revokeTokens }),
    onSuccess: (result) => {
      keepCachedSessions(queryClient, (session) => session.current);
      if (result.revoked_api_tokens > 0) clearCachedApiTokens(queryClient);
      close();
      toast.success('Signed out everywhere else', { description: outcome(result) });
    },
    onError: (error) =>
      toast.error(
        (isApiError(error) && error.detail) || 'Your other devices could not be signed out.',
      ),
  });

  return (
    <Stack gap="md">
      <Text size="sm">
        Every device but this one is signed out at once: to use Hangar there again, one has to sign
        in with your password.
      </Text>
      {tokenCount > 0 ? (
        <Checkbox
          label="Also revoke my API tokens"
          description={revokeHint(tokenCount)}
          checked={revokeTokens}
          onChange={(event) => setRevokeTokens(event.currentTarget.checked)}
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate()}>
          Sign out everywhere
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before signing every other device out, offering to revoke the API tokens too. */
export function openSignOutEverywhereDialog(): string {
  return openDialog({
    title: 'Sign out everywhere else?',
    size: MODAL_WIDTH.default,
    render: (close) => <SignOutEverywhereForm close={close} />,
  });
}
