import { z } from 'zod';
import { authToken } from './auth';
import { routePatterns } from './routes';

/** A single sign-on provider the sign-in page offers: its id (in the start path) and button. */
const ssoProvider = z.object({ id: z.string(), label: z.string() });

/** GET /auth/sso: the providers the sign-in page shows, none while single sign-on is off. */
export const ssoProviderList = z.object({ providers: z.array(ssoProvider) });
export type SsoProviderList = z.infer<typeof ssoProviderList>;

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
