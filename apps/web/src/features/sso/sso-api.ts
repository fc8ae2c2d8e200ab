import { endpointPath } from '@hangar/contracts/endpoint';
import { ssoEndpoints } from '@hangar/contracts/endpoints/sso';
import type { SsoCallbackInput, SsoFound, SsoSignIn } from '@hangar/contracts/sso';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiUrl } from '../../api/base-url';
import { callEndpoint } from '../../api/endpoint-call';

/** The single sign-on providers the sign-in page offers (none while single sign-on is off). */
export const ssoProvidersQuery = queryOptions({
  queryKey: ['sso-providers'],
  queryFn: ({ signal }) =>
    callEndpoint(ssoEndpoints.providers, { signal, accessToken: null, withoutWorkspace: true }),
  // The buttons are extra: when the list cannot be had, the page shows none rather than retry.
  retry: false,
  staleTime: Infinity,
});

/**
 * Where a provider's button sends the whole page: the start endpoint redirects the browser to
 * the provider (a navigation, not a call), which comes back to `SSO_CALLBACK_ROUTE`.
 */
export function ssoStartUrl(provider: string, next: string | null): string {
  const url = apiUrl(endpointPath(ssoEndpoints.start, { provider }));
  const query: z.input<typeof ssoEndpoints.start.query> = next ? { next } : {};
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

/** Completes the sign-in with the provider's answer: the session (refresh cookie set) and `next`. */
export function completeSsoSignIn(answer: SsoCallbackInput): Promise<SsoSignIn> {
  return callEndpoint(ssoEndpoints.callback, {
    body: answer,
    accessToken: null,
    withCookies: true,
    withoutWorkspace: true,
  });
}

/** The provider of a work address's domain (a workspace's own, its domain verified); 404 if none. */
export function findSsoProvider(email: string): Promise<SsoFound> {
  return callEndpoint(ssoEndpoints.find, {
    body: { email },
    accessToken: null,
    withoutWorkspace: true,
  });
}
