import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const client = { OIDC_CLIENT_ID: 'hangar', OIDC_CLIENT_SECRET: 'secret' };

describe('single sign-on settings', () => {
  it('are off without a client id', () => {
    expect(loadConfig({}).sso).toEqual({ providers: [] });
  });

  it("take a preset's issuer and button, or the ones given", () => {
    const google = loadConfig({ ...client, OIDC_PRESET: 'google' }).sso.providers;
    expect(google).toEqual([
      {
        id: 'google',
        label: 'Sign in with Google',
        issuer: 'https://accounts.google.com',
        clientId: 'hangar',
        clientSecret: 'secret',
      },
    ]);
    const tenant = loadConfig({ ...client, OIDC_PRESET: 'microsoft', OIDC_ISSUER: 'contoso.com' });
    expect(tenant.sso.providers[0]?.issuer).toBe(
      'https://login.microsoftonline.com/contoso.com/v2.0',
    );
    const keycloak = loadConfig({
      ...client,
      OIDC_ISSUER: 'https://sso.example.com/realms/acme',
      OIDC_BUTTON_LABEL: 'Acme SSO',
    });
    expect(keycloak.sso.providers[0]).toMatchObject({ id: 'generic', label: 'Acme SSO' });
  });

  it('stop the server on a setting missing or unsafe', () => {
    for (const env of [
      { OIDC_ISSUER: 'https://sso.example.com' },
      { OIDC_CLIENT_ID: 'hangar', OIDC_PRESET: 'google' },
      { ...client },
      { ...client, OIDC_PRESET: 'microsoft' },
      { ...client, OIDC_ISSUER: 'http://sso.example.com' },
      { ...client, OIDC_ISSUER: 'not a url' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
    const local = loadConfig({ ...client, OIDC_ISSUER: 'http://127.0.0.1:9000' });
    expect(local.sso.providers[0]?.issuer).toBe('http://127.0.0.1:9000');
  });
});
