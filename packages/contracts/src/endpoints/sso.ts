import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  ssoCallbackInput,
  ssoFindInput,
  ssoFound,
  ssoProviderList,
  ssoSignIn,
  ssoStartQuery,
} from '../sso';

/** Single sign-on through OpenID Connect (docs/sso.md). */
export const ssoEndpoints = {
  /** The providers the sign-in page offers (none while single sign-on is off). */
  providers: endpoint({
    method: 'GET',
    path: '/auth/sso',
    response: ssoProviderList,
    needs: 'anyone',
  }),
  /**
   * The provider of a work address's domain: a workspace's own, once its domain is verified.
   * 404 (`noSsoForDomainDetail`) when there is none. Counted as a sign-in attempt of the IP.
   */
  find: endpoint({
    method: 'POST',
    path: '/auth/sso/find',
    body: ssoFindInput,
    response: ssoFound,
    needs: 'anyone',
    refusals: [429],
  }),
  /**
   * Redirects (302) the browser to the provider's sign-in, with a fresh state, nonce and PKCE
   * challenge, and sets the cookie that ties the state to this browser. 404: no such provider.
   */
  start: endpoint({
    method: 'GET',
    path: '/auth/sso/:provider/start',
    params: z.object({ provider: z.string().min(1).max(40) }),
    query: ssoStartQuery,
    needs: 'anyone',
    /** 429: too many tries. */
    refusals: [429],
  }),
  /**
   * Completes a sign-in with what the provider sent back: signs in as POST /auth/signin does
   * (sets the refresh cookie), answering where to go. 400: unknown state or another browser's;
   * 409: already used; 410: expired; 401: the provider's answer is refused (its error, another
   * issuer, an invalid or expired ID token, an e-mail address it did not verify).
   */
  callback: endpoint({
    method: 'POST',
    path: '/auth/sso/callback',
    body: ssoCallbackInput,
    response: ssoSignIn,
    needs: 'anyone',
    refusals: [401, 429],
  }),
};
