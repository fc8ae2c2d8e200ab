import { z } from 'zod';
import {
  accountSessionList,
  signOutEverywhereInput,
  signOutEverywhereResult,
} from '../account-sessions';
import { endpoint } from '../endpoint';
import { numericId } from '../http';

/** The caller's signed-in devices (Profile & security); a session only, never an API token. */
export const accountSessionEndpoints = {
  list: endpoint({
    noStore: true,
    method: 'GET',
    path: '/users/me/sessions',
    response: accountSessionList,
    needs: 'signed-in',
  }),
  /** Answers 204; the session's tokens stop working at once. Another's or an unknown id: 404. */
  end: endpoint({
    method: 'DELETE',
    path: '/users/me/sessions/:sessionId',
    params: z.object({ sessionId: numericId }),
    needs: 'signed-in',
  }),
  /** Ends every session but the caller's, and the API tokens too when asked. */
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/users/me/sessions/sign-out-everywhere',
    body: signOutEverywhereInput,
    response: signOutEverywhereResult,
    needs: 'signed-in',
  }),
};
