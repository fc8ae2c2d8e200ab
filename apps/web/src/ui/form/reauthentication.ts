/**
 * What a form does when the API answers 401 to its submit: the accounts feature registers the
 * 'Your authentication has expired' modal here (SPEC.md section 8). It resolves once the user
 * signed in again; the form stays mounted underneath, so nothing typed is lost.
 */
type Reauthenticate = () => Promise<void>;

let reauthenticate: Reauthenticate | null = null;

export function setReauthenticationHandler(handler: Reauthenticate | null): void {
  reauthenticate = handler;
}

/** Asks the user to sign in again; false when nothing can ask (no handler registered). */
export function requestReauthentication(): boolean {
  if (!reauthenticate) return false;
  void reauthenticate();
  return true;
}
