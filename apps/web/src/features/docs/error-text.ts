import { isApiError } from '../../api/api-error';

/**
 * What to tell the user when a docs call failed: the server's own words (a simple detail, or
 * the first message of a validation list, e.g. 'Pages cannot be nested deeper than 4 levels').
 */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.detail) return error.detail;
  if (error.kind.kind === 'validation') return error.kind.issues[0]?.msg ?? fallback;
  if (error.isNetworkFailure) return 'Could not reach Hangar. Check your connection and try again.';
  return fallback;
}
