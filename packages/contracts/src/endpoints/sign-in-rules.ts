import { endpoint } from '../endpoint';
import { signInRules, signInRulesInput } from '../sign-in-rules';

/** A workspace's sign-in rules, its owners' (docs/sso.md "Sign-in rules"). */
export const signInRuleEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/workspaces/c/sign-in-rules',
    response: signInRules,
    needs: 'owner',
  }),
  /**
   * 422: single sign-on required while the installation has no provider, two-factor required by
   * an owner who has not turned it on, or a domain other than the one of the owner's address.
   */
  update: endpoint({
    method: 'PUT',
    path: '/workspaces/c/sign-in-rules',
    body: signInRulesInput,
    response: signInRules,
    needs: 'owner',
  }),
};
