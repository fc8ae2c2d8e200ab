import { routes } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../api/api-error';
import { clearUserData, meQuery } from '../features/auth/queries';
import { restoreSession } from '../features/auth/restore-session';
import { endSession, getSession } from '../features/auth/session-store';
import { accessTokenForRequest } from '../features/auth/token-refresh';

/**
 * Where a signed-in user belongs when nothing else says (features/workspaces/fallback-route):
 * loaded on demand, since the first page of most visits never needs it.
 */
export async function fallbackRoute(queryClient: QueryClient): Promise<string> {
  const { fallbackRoute: resolve } = await import('../features/workspaces/fallback-route');
  return resolve(queryClient);
}

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

const SAME_ORIGIN_PROBE = 'https://hangar.invalid';

/**
 * The `next` address when it is a path of this app, else null: never another site (an open
 * redirect), never a protocol-relative `//host` or a backslash trick, never sign-in itself.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // Browsers read '\' as '/', and drop tabs and newlines before parsing: refuse both.
  if (next.includes('\\') || Array.from(next).some(isControlCharacter)) return null;
  let url: URL;
  try {
    url = new URL(next, SAME_ORIGIN_PROBE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN_PROBE) return null;
  if (url.pathname === routes.signin()) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go once signed in: the address first asked for, else the fallback. */
export async function routeAfterSignin(
  queryClient: QueryClient,
  next: string | null | undefined,
): Promise<string> {
  return safeNextPath(next) ?? (await fallbackRoute(queryClient));
}

function signinComingBackTo(request: Request): Response {
  const url = new URL(request.url);
  return redirect(routes.signin({ next: `${url.pathname}${url.search}` }));
}

/**
 * Loader of the signed-in routes: anonymous users go to sign-in with `next`; the profile is
 * loaded, and a 401 while loading it signs the user out. Other failures show the error page.
 */
export function createRequireSignedIn(queryClient: QueryClient) {
  return async function requireSignedIn({ request }: LoaderFunctionArgs): Promise<null> {
    await restoreSession();
    if (getSession().status !== 'signed-in') throw signinComingBackTo(request);
    const signOutAndLeave = () => {
      endSession('server');
      clearUserData(queryClient);
      return signinComingBackTo(request);
    };
    if (!(await accessTokenForRequest())) throw signOutAndLeave();
    try {
      await queryClient.query(meQuery);
    } catch (error) {
      if (isApiError(error) && error.status === 401) throw signOutAndLeave();
      throw error;
    }
    return null;
  };
}

/**
 * Loader of sign-in and sign-up: a signed-in user goes to their fallback route instead (or to
 * a safe `next`, which is where sign-in would have taken them).
 */
export function createRedirectSignedInUser(queryClient: QueryClient) {
  return async function redirectSignedInUser({ request }: LoaderFunctionArgs): Promise<null> {
    await restoreSession();
    if (getSession().status === 'signed-in' && (await accessTokenForRequest())) {
      const next = new URL(request.url).searchParams.get('next');
      throw redirect(await routeAfterSignin(queryClient, next));
    }
    return null;
  };
}
