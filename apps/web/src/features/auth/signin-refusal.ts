import { isApiError } from '../../api/api-error';

/**
 * Why a right password did not sign in: a workspace's sign-in rule (409, docs/sso.md "Sign-in
 * rules"), whose detail says what to do instead. Null for any other failure, which reads as one
 * generic message (SPEC.md 4, 8).
 */
export function signinRefusalDetail(error: unknown): string | null {
  const cause = error instanceof Error ? error.cause : null;
  if (!isApiError(cause) || cause.status !== 409) return null;
  return cause.detail;
}
