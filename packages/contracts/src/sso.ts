import { z } from 'zod';
import { authToken } from './auth';
import { routePatterns } from './routes';

/** A single sign-on provider the sign-in page offers: its id (in the start path) and button. */
const ssoProvider = z.object({ id: z.string(), label: z.string() });

/** GET /auth/sso: the providers the sign-in page shows, none while single sign-on is off. */
export const ssoProviderList = z.object({ providers: z.array(ssoProvider) });
export type SsoProviderList = z.infer<typeof ssoProviderList>;

/** POST /auth/sso/find: the work address whose domain's provider the sign-in page looks for. */
export const ssoFindInput = z.object({ email: z.email().max(254) }).strict();
export type SsoFindInput = z.input<typeof ssoFindInput>;

/** POST /auth/sso/find's answer: the provider to start the sign-in with. */
export const ssoFound = z.object({ provider: ssoProvider });
export type SsoFound = z.infer<typeof ssoFound>;

/** The 404 of POST /auth/sso/find. */
export function noSsoForDomainDetail(domain: string): string {
  return `No single sign-on is set up for ${domain}. Sign in with your password.`;
}

/** The 401 of a workspace provider's sign-in with an address of another domain. */
export function ssoOtherDomainDetail(label: string, domain: string): string {
  return `${label} signs in addresses of ${domain} only.`;
}

/** Where the browser goes once signed in: a path of this app, else the app's start page. */
export const ssoStartQuery = z.object({ next: z.string().max(2000).optional() });

/**
 * What the provider sent back to the web page of `SSO_CALLBACK_ROUTE`, as it came in its query:
 * the code (or the provider's error), the state, and the issuer (RFC 9207) when it names one.
 */
export const ssoCallbackInput = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(4000).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type SsoCallbackInput = z.input<typeof ssoCallbackInput>;

/** A session, as POST /auth/signin answers it, and the path to open now. */
export const ssoSignIn = authToken.extend({ next: z.string() });
export type SsoSignIn = z.infer<typeof ssoSignIn>;

/** The web page the provider sends the browser back to (the redirect URI registered there). */
export const SSO_CALLBACK_ROUTE = routePatterns.ssoCallback;
/** The cookie that ties a sign-in's state to the browser that started it (login CSRF). */
export const SSO_STATE_COOKIE = 'hangar_sso_state';
export const SSO_STATE_COOKIE_PATH = '/api/auth/sso';
