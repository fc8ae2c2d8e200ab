import { routes } from '@hangar/contracts/routes';
import { LINK_ERROR_FALLBACKS } from '@hangar/contracts/account';
import { MISSING_INVITE_TOKEN } from '@hangar/contracts/workspaces';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { revokeSession } from '../auth/auth-api';
import { linkFailure, requireLinkToken } from '../auth/link-check';
import { clearUserData } from '../auth/queries';
import { restoreSession } from '../auth/restore-session';
import { endSession, getSession } from '../auth/session-store';
import { workspaceKeys } from './queries';
import { acceptInvite } from './workspaces-api';

const FALLBACK = LINK_ERROR_FALLBACKS.invite;

/**
 * /invitation?inviteToken=...: accepts the invitation (SPEC.md section 4), then
 * - someone without an account completes it first: /signup/profile?token=...&inviteToken=...;
 * - someone with one goes to the workspace, with fromInvite=1 (through sign-in when needed:
 *   signed in as another account, they are signed out, since the workspace is not theirs).
 * A link that does not work shows the error page with the server's reason.
 */
export function createInvitationLoader(queryClient: QueryClient) {
  return async function invitationLoader({ request }: LoaderFunctionArgs): Promise<never> {
    if (!new URL(request.url).searchParams.get('inviteToken')) {
      throw data({ detail: MISSING_INVITE_TOKEN }, { status: 404 });
    }
    const token = requireLinkToken(request, FALLBACK, 'inviteToken');
    let accepted;
    try {
      accepted = await acceptInvite(token, request.signal);
    } catch (error) {
      throw linkFailure(error, FALLBACK);
    }
    if (accepted.activation_token) {
      throw redirect(routes.signupProfile(accepted.activation_token, token));
    }

    const workspace = routes.workspace(accepted.workspace_id, { fromInvite: true });
    await restoreSession();
    const session = getSession();
    if (session.status === 'signed-in' && session.userId !== accepted.user_id) {
      await revokeSession();
      endSession('user');
      clearUserData(queryClient);
      throw redirect(routes.signin({ next: workspace }));
    }
    await queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
    throw redirect(workspace);
  };
}
