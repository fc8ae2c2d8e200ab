import { routes } from '@hangar/contracts/routes';
import { LINK_ERROR_FALLBACKS } from '@hangar/contracts/account';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { callEndpoint } from '../../../api/endpoint-call';
import { rememberEmailChange } from '../email-change-notice';
import { linkFailure, requireLinkToken } from '../link-check';
import { clearUserData } from '../queries';
import { endSession } from '../session-store';

const FALLBACK = LINK_ERROR_FALLBACKS.emailReset;

/**
 * /account/email-reset?token=...: confirms the new address. The change ends every session of
 * the account, so the user is signed out here too and sent to sign-in (SPEC.md section 4), which
 * says the change worked and offers the new address. The other tabs of this browser learn the
 * reason with the sign-out ('email-changed'), and say it. There is no page: success redirects, a
 * bad link shows the error page.
 */
export function createEmailResetLoader(queryClient: QueryClient) {
  return async function emailResetLoader({ request }: LoaderFunctionArgs): Promise<Response> {
    const token = requireLinkToken(request, FALLBACK);
    let email: string;
    try {
      const confirmed = await callEndpoint(accountEndpoints.confirmEmailChange, {
        params: { token },
        // The link works in any browser, signed in or not: it is the proof.
        accessToken: null,
        withoutWorkspace: true,
      });
      email = confirmed.email;
    } catch (error) {
      throw linkFailure(error, FALLBACK);
    }
    endSession('email-changed');
    clearUserData(queryClient);
    rememberEmailChange(email);
    return redirect(routes.signin());
  };
}
