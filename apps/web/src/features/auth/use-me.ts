import type { Me } from '@hangar/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error';
import { meQuery } from './queries';
import { endSession, isReauthenticating } from './session-store';

/**
 * The signed-in user's profile. A 401 while loading it signs the user out (the signed-in routes
 * then go to sign-in), except while the sign-in modal is asking for the password again. This is
 * also how a tab learns that its e-mail change landed elsewhere: confirming it ends every session
 * of the account (SPEC.md section 4).
 */
export function useMe(): Me | undefined {
  const { data, error } = useQuery(meQuery);

  useEffect(() => {
    if (isApiError(error) && error.status === 401 && !isReauthenticating()) endSession('server');
  }, [error]);

  return data;
}
