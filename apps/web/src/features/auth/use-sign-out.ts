import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { revokeSession } from './auth-api';
import { clearUserData } from './queries';
import { endSession } from './session-store';

/** Sign-out: end the session on the server, forget it here, go to sign-in. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await revokeSession();
    endSession('user');
    clearUserData(queryClient);
    await navigate(routes.signin({ signout: true }), { replace: true });
  }, [navigate, queryClient]);
}
