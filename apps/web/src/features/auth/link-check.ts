import type { linkEmailResponse } from '@hangar/contracts/account';
import type { JsonEndpoint } from '@hangar/contracts/endpoint';
import { linkToken } from '@hangar/contracts/fields';
import { data } from 'react-router';
import { isApiError } from '../../api/api-error';
import { callEndpoint } from '../../api/endpoint-call';

/** Statuses of a link that no longer works: unknown, already used, expired (SPEC.md 8). */
const LINK_ERROR_STATUSES = new Set([404, 409, 410]);

/**
 * The `token` query parameter of an e-mailed link. Without one, or with one that cannot be ours,
 * the page is a 404 whose reason is the link's fallback text (SPEC.md sections 5 and 8).
 */
export function requireLinkToken(request: Request, fallback: string, name = 'token'): string {
  const token = new URL(request.url).searchParams.get(name);
  if (!token || !linkToken.safeParse(token).success) {
    throw data({ detail: fallback }, { status: 404 });
  }
  return token;
}

/** An optional token parameter (inviteToken): undefined when missing or malformed. */
export function optionalLinkToken(request: Request, name: string): string | undefined {
  const token = new URL(request.url).searchParams.get(name);
  return token && linkToken.safeParse(token).success ? token : undefined;
}

/**
 * What the error page shows for a failed link call: the server's detail as the reason, or the
 * link's fallback text when the answer has none. Other failures keep their own page.
 */
export function linkFailure(error: unknown, fallback: string): unknown {
  if (isApiError(error) && LINK_ERROR_STATUSES.has(error.status)) {
    return data({ detail: error.detail ?? fallback }, { status: error.status });
  }
  return error;
}

/** An e-mailed link's check, `GET …/:token`, which answers the address it was sent to. */
type LinkCheckEndpoint = JsonEndpoint & {
  path: `${string}/:token`;
  response: typeof linkEmailResponse;
};

/**
 * For a page's loader: the link's token and the address it was sent to, once the server says the
 * link still works; a link that does not shows the error page with `fallback` as its reason.
 */
export async function checkEmailLink(
  request: Request,
  target: LinkCheckEndpoint,
  fallback: string,
): Promise<{ token: string; email: string }> {
  const token = requireLinkToken(request, fallback);
  try {
    const { detail } = await callEndpoint(target, {
      params: { token },
      accessToken: null,
      withoutWorkspace: true,
      signal: request.signal,
    });
    return { token, email: detail };
  } catch (error) {
    throw linkFailure(error, fallback);
  }
}
