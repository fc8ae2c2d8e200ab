import { isApiError } from '../../api/api-error';

/**
 * Why the browser's passkey prompt gave no answer, in words for the person; null for a refusal
 * of the server, which the form shows as it shows any.
 */
export function passkeyPromptFailure(error: unknown): string | null {
  if (isApiError(error)) return null;
  // @simplewebauthn/browser's WebAuthnError, told by its code (the library loads on demand).
  if ((error as { code?: unknown } | null)?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'This device already holds a passkey of your account.';
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'The passkey prompt was closed or timed out. Try again.';
  }
  return error instanceof Error ? error.message : 'The passkey prompt failed. Try again.';
}
