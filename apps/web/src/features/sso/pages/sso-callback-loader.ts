import { routes } from '@hangar/contracts/routes';
import { ssoCallbackInput } from '@hangar/contracts/sso';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { routeAfterSignin } from '../../../app/guards';
import { beginSession } from '../../auth/auth-api';
import { forgetEmailChange } from '../../auth/email-change-notice';
import { clearUserData, setCachedMe } from '../../auth/queries';
import { completeSsoSignIn } from '../sso-api';

/** Why the sign-in did not happen, for the page to say. */
export interface SsoRefusal {
  detail: string;
}

const START_AGAIN = 'Start again from the sign-in page.';
const ANSWER_MISSING = `The sign-in provider's answer is missing from this address. ${START_AGAIN}`;
const NOT_FINISHED = `Hangar could not finish signing you in. ${START_AGAIN}`;

/** The server's reason for a refusal, or a general one (no answer, an unexpected failure). */
function refusalOf(error: unknown): SsoRefusal {
  return { detail: (isApiError(error) && error.detail) || NOT_FINISHED };
}

/**
 * /account/sso/callback?code=&state=&iss=: where the provider sends the browser back. Posts its
 * query to the server, then signs in as the sign-in page does (session stored, profile cached,
 * what the previous session cached forgotten) and opens the answered `next` (`/`, the server's
 * "none", opens the user's workspace as a password sign-in would). A refusal stays here, with
 * the server's reason.
 */
export function createSsoCallbackLoader(queryClient: QueryClient) {
  return async function ssoCallbackLoader({
    request,
  }: LoaderFunctionArgs): Promise<SsoRefusal | Response> {
    const sent = Object.fromEntries(new URL(request.url).searchParams);
    const answer = ssoCallbackInput.safeParse(sent);
    if (!answer.success) return { detail: ANSWER_MISSING };
    let target: string;
    try {
      const { next, ...token } = await completeSsoSignIn(answer.data);
      const profile = await beginSession(token);
      forgetEmailChange();
      clearUserData(queryClient);
      setCachedMe(queryClient, profile);
      target = await routeAfterSignin(queryClient, next === routes.home() ? null : next);
    } catch (error) {
      return refusalOf(error);
    }
    return redirect(target);
  };
}
