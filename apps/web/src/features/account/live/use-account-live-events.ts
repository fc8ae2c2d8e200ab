import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveTopic } from '../../../api/sse';
import { apiTokenKeys } from '../../api-tokens/queries';
import { accountSessionKeys } from '../account-sessions-queries';

/**
 * While Profile & security is open: a `user` event about me (my tokens were revoked with a
 * password change in another tab, say, or a device signed out) reloads my API tokens and my
 * signed-in devices, so a revoked one never stays listed. Under a workspace, its own `user` handler reloads the profile as well.
 */
export function useAccountLiveEvents(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveTopic('user', (payload) => {
        if (userId === null || payload.user_id !== userId) return;
        void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list, exact: true });
        void queryClient.invalidateQueries({ queryKey: accountSessionKeys.list, exact: true });
      }),
    [queryClient, userId],
  );
}
