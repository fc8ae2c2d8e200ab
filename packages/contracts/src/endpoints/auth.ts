import { authToken, signinAnswer, signinForm } from '../auth';
import { endpoint } from '../endpoint';

/** Sessions: sign-in, refresh by the httpOnly cookie, sign-out. */
export const authEndpoints = {
  /**
   * Takes form fields (application/x-www-form-urlencoded), not JSON; sets the refresh cookie. An
   * account with two-factor on gets no session yet: `two_factor`, for POST /auth/signin/two-factor.
   */
  signIn: endpoint({
    method: 'POST',
    path: '/auth/signin',
    body: signinForm,
    response: signinAnswer,
    needs: 'anyone',
    /** 401: wrong e-mail or password; 429: too many tries. */
    refusals: [401, 429],
  }),
  /** A new access token for the refresh cookie, which it rotates. */
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refresh',
    response: authToken,
    needs: 'anyone',
    /** 401: no session behind the cookie; 429: too many tries. */
    refusals: [401, 429],
  }),
  /** Revokes the session and clears the cookie; answers 204. */
  signOut: endpoint({ method: 'POST', path: '/auth/signout', needs: 'anyone' }),
};
