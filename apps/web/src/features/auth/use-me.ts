import type { Me } from '@hangar/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../api/api-error';
import { toast } from '../../ui/toast';
import { meQuery } from './queries';
import { endSession, isReauthenticating } from './session-store';

/** True when a pending e-mail change has just landed: the address changed, nothing is pending. */
export function emailChangeLanded(before: Me | undefined, after: Me | undefined): boolean {
  if (!before || !after) return false;
  return before.pending_email_reset && !after.pending_email_reset && before.email !== after.email;
}

/**
 * The signed-in user's profile. A 401 while loading it signs the user out (the signed-in routes
 * then go to sign-in), except while the sign-in modal is asking for the password again. When a
 * pending e-mail change lands, the user is signed out too (SPEC.md section 4).
 */
export function useMe(): Me | undefined {
  const { data, error } = useQuery(meQuery);
  const previous = useRef<Me | undefined>(data);

  useEffect(() => {
    if (isApiError(error) && error.status === 401 && !isReauthenticating()) endSession('server');
  }, [error]);

  useEffect(() => {
    if (emailChangeLanded(previous.current, data)) {
      toast.info('Your e-mail address has changed', { description: 'Sign in with the new one.' });
      endSession('email-changed');
    }
    previous.current = data;
  }, [data]);

  return data;
}
