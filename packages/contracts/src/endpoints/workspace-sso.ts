import { endpoint } from '../endpoint';
import {
  workspaceSsoConnectionInput,
  workspaceSsoProviderAnswer,
  workspaceSsoProviderInput,
  workspaceSsoTestResult,
} from '../workspace-sso';

/** A workspace's own single sign-on provider, its owners' (docs/sso.md "A workspace's own provider"). */
export const workspaceSsoEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/workspaces/c/sso-provider',
    response: workspaceSsoProviderAnswer,
    needs: 'owner',
  }),
  /**
   * Sets the provider. A new domain must be verified again (its DNS record changes); the secret
   * may be left out to keep the stored one (422 when there is none yet).
   */
  update: endpoint({
    method: 'PUT',
    path: '/workspaces/c/sso-provider',
    body: workspaceSsoProviderInput,
    response: workspaceSsoProviderAnswer,
    needs: 'owner',
  }),
  /** Removes the provider: its sign-in stops; a rule requiring single sign-on is no longer enforced. */
  remove: endpoint({
    method: 'DELETE',
    path: '/workspaces/c/sso-provider',
    response: workspaceSsoProviderAnswer,
    needs: 'owner',
  }),
  /** "Test connection": the provider's discovery with these values (saved or not). 422 with why. */
  test: endpoint({
    method: 'POST',
    path: '/workspaces/c/sso-provider/test',
    body: workspaceSsoConnectionInput,
    response: workspaceSsoTestResult,
    needs: 'owner',
  }),
  /** Looks up the domain's TXT record now. 422 while it is not there. */
  verifyDomain: endpoint({
    method: 'POST',
    path: '/workspaces/c/sso-provider/verify-domain',
    response: workspaceSsoProviderAnswer,
    needs: 'owner',
  }),
};
