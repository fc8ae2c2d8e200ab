import { routes } from '@hangar/contracts/routes';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from './session';

/**
 * The element of the signed-in routes (their loader already sent anonymous users away). When
 * the session ends while a page is open (a 401 on the profile, sign-out in another tab), it
 * goes to sign-in with `next`. A sign-out from this tab navigates by itself.
 */
export function SignedInRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const endedHere = session.status === 'signed-out' && session.endedBy === 'user';

  useEffect(() => {
    if (session.status === 'signed-out' && !endedHere) {
      void navigate(routes.signin({ next: `${pathname}${search}` }), { replace: true });
    }
  }, [session, endedHere, navigate, pathname, search]);

  return session.status === 'signed-in' ? <Outlet /> : null;
}
