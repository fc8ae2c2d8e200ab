import { z } from 'zod';

/** One signed-in device of the caller: a session, as GET /users/me/sessions lists it. */
export const accountSession = z.object({
  id: z.number().int(),
  /** The browser and its major version, e.g. 'Chrome 131'; null when it did not say. */
  browser: z.string().nullable(),
  /** The system, e.g. 'Linux', 'macOS', 'iOS'; null when the browser did not say. */
  os: z.string().nullable(),
  /** The address it signed in from, then the one of its latest refresh. */
  ip: z.string().nullable(),
  /** When it signed in. */
  created_at: z.string(),
  /** Its latest sign-in or refresh. */
  last_seen_at: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** GET /users/me/sessions: the sessions in use, newest first. */
export const accountSessionList = z.object({ items: z.array(accountSession) });

/** POST /users/me/sessions/sign-out-everywhere */
export const signOutEverywhereInput = z.object({
  /** Also revoke every personal API token of the account. */
  revoke_api_tokens: z.boolean({ error: 'Must be true or false' }),
});
export type SignOutEverywhereInput = z.input<typeof signOutEverywhereInput>;

/** How many sessions ended (every one but the caller's) and API tokens were revoked. */
export const signOutEverywhereResult = z.object({
  ended_sessions: z.number().int(),
  revoked_api_tokens: z.number().int(),
});
export type SignOutEverywhereResult = z.infer<typeof signOutEverywhereResult>;
