import { SWEEP_PASSKEY, SWEEP_PASSKEY_ASSERTION, UNKNOWN_LINK_TOKEN } from './fixture-values';
import { imageForm, item, linkToken, open, self, stranger, type Recipes } from './tenancy-recipes';

/** Recipes of the routes of signing in and up, e-mailed links and the caller's own account. */
export const ACCOUNT_RECIPES: Recipes = {
  'GET /api/health': open(),
  // Opened by METRICS_TOKEN alone, never by a user's credentials (the sweep sets one): counts by
  // route pattern, nothing of any workspace.
  'GET /api/metrics': open(),
  'GET /api/config': open(),
  'GET /api/openapi.json': open(),
  'GET /api/docs': open(),
  'GET /api/docs/reference.js': open(),
  'GET /api/docs/:file': open({ params: () => ({ file: 'swagger-ui.css' }) }),
  'GET /api/sub': open({ tokenInQuery: 'access_token' }),
  'POST /api/auth/signin': open({
    body: (v) => ({ username: v.people.owner.user.email, password: 'not-the-password' }),
  }),
  'POST /api/auth/refresh': open(),
  'POST /api/auth/signin/two-factor': open({
    body: () => ({ challenge: UNKNOWN_LINK_TOKEN, code: '123456' }),
  }),
  'POST /api/auth/signin/two-factor/passkey-options': open({
    body: () => ({ challenge: UNKNOWN_LINK_TOKEN }),
  }),
  'POST /api/auth/passkey/options': open(),
  'POST /api/auth/passkey': open({ body: () => ({ response: SWEEP_PASSKEY_ASSERTION }) }),
  // Signing out needs no valid token (it ends whatever session the request names).
  'POST /api/auth/signout': open(),
  'POST /api/users/signup/email': open({ body: () => ({ email: stranger }) }),
  'GET /api/users/signup/profile/:token': open(linkToken),
  'POST /api/users/signup/profile': open({
    body: () => ({ token: UNKNOWN_LINK_TOKEN, fullname: 'Eve', password: 'Sweep-Password-9431!' }),
  }),
  // Single sign-on is off in the sweeps: no provider to start at, no sign-in to complete.
  'GET /api/auth/sso': open(),
  'GET /api/auth/sso/:provider/start': open({ params: () => ({ provider: 'generic' }) }),
  'POST /api/auth/sso/callback': open({
    body: () => ({ state: 'sweep-state', code: 'sweep-code' }),
  }),
  'POST /api/users/password-lost': open({ body: () => ({ email: stranger }) }),
  'GET /api/users/password-reset/:token': open(linkToken),
  'POST /api/users/password-reset': open({
    body: () => ({ token: UNKNOWN_LINK_TOKEN, password: 'Sweep-Password-9431!' }),
  }),
  'PUT /api/users/me/password': self(() => ({
    current_password: 'not-the-password',
    new_password: 'Sweep-Password-9431!',
  })),
  'GET /api/users/me': self(),
  'PUT /api/users/me': self(() => ({ fullname: 'Eve Attacker' })),
  'POST /api/users/me/email-reset': self(() => ({ email: stranger })),
  'POST /api/users/confirm-email-reset/:token': open(linkToken),
  'POST /api/users/me/delete': self(() => ({ password: 'not-the-password' })),
  'GET /api/users/me/api-tokens': self(),
  'POST /api/users/me/api-tokens': self(() => ({
    name: 'Eve was here',
    scope: 'write',
    expires_in_days: 7,
  })),
  'DELETE /api/users/me/api-tokens/:tokenId': item((v) => ({ tokenId: v.apiTokenId })),
  'GET /api/users/me/sessions': self(),
  'GET /api/users/me/two-factor': self(),
  'POST /api/users/me/two-factor/totp/setup': self(),
  'POST /api/users/me/two-factor/totp/confirm': self(() => ({ code: '123456' })),
  'POST /api/users/me/two-factor/recovery-codes': self(() => ({ password: 'not-the-password' })),
  'DELETE /api/users/me/two-factor': self(() => ({ password: 'not-the-password' })),
  'GET /api/users/me/two-factor/passkeys': self(),
  'POST /api/users/me/two-factor/passkeys/registration-options': self(),
  'POST /api/users/me/two-factor/passkeys': self(() => ({ name: 'Eve', response: SWEEP_PASSKEY })),
  // The fixture holds no passkey: the caller's password is wrong anyway, so nothing goes.
  'DELETE /api/users/me/two-factor/passkeys/:passkeyId': {
    scope: 'self',
    params: () => ({ passkeyId: 1 }),
    body: () => ({ password: 'not-the-password' }),
  },
  // Another's session is unknown to the caller: 404, and it stays signed in.
  'DELETE /api/users/me/sessions/:sessionId': item((v) => ({ sessionId: v.ownerSessionId })),
  'POST /api/users/me/sessions/sign-out-everywhere': self(() => ({ revoke_api_tokens: false })),
  'POST /api/upload': { scope: 'self', form: imageForm },
  'GET /media/:filename': open({ params: (v) => ({ filename: v.upload }) }),
  'POST /api/workspaces': self(() => ({ name: 'Eve Workspace' })),
  'GET /api/workspaces': self(),
};
