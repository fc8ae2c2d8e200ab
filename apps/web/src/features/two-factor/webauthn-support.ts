/**
 * Whether this browser can use passkeys: the check @simplewebauthn/browser's
 * `browserSupportsWebAuthn` makes, without loading that library with the sign-in page (it loads
 * when a passkey is asked for).
 */
export function browserHasWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
