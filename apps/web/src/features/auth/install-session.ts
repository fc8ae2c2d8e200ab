import { setAccessTokenProvider } from '../../api/client';
import { setReauthenticationHandler } from '../../ui/form/reauthentication';
import { accessTokenForRequest } from './token-refresh';

/**
 * Plugs the session into the API client (bearer token, refreshed when expired) and into the
 * forms layer (a 401 on submit opens the sign-in modal, loaded only when needed).
 */
export function installSession(): void {
  setAccessTokenProvider(accessTokenForRequest);
  setReauthenticationHandler(async () => {
    const { openAuthExpiredModal } = await import('./components/AuthExpiredModal');
    await openAuthExpiredModal();
  });
}
