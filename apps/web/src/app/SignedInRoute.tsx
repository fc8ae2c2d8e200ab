import { routes } from '@hangar/contracts/routes';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { closeModal } from '../ui/overlays';
import { openSignedOutModal } from '../ui/SignedOutModal';
import { useSession } from './session';

/**
 * The element of the signed-in routes (their loader already sent anonymous users away). When
 * the session ends while a page is open (sign-out in another tab, a session revoked: a 401 on
 * the profile, an e-mail change confirmed elsewhere), the signed-out modal says why and leads to
 * sign-in with `next`; signing in again in another tab closes it. A sign-out from this tab
 * navigates by itself.
 */
export function SignedInRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const endedBy = session.status === 'signed-out' ? session.endedBy : null;
  const next = `${pathname}${search}`;

  useEffect(() => {
    if (endedBy !== null && endedBy !== 'user') {
      const modalId = openSignedOutModal(endedBy, () => {
        closeModal(modalId);
        void navigate(routes.signin({ next }), { replace: true });
      });
      return () => closeModal(modalId);
    }
    return undefined;
  }, [endedBy, navigate, next]);

  return session.status === 'signed-in' ? <Outlet /> : null;
}
