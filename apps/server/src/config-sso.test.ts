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

describe('the settings of workspace providers', () => {
  it('keep private issuers refused unless allowed, and ask the DNS servers given', () => {
    expect(loadConfig({})).toMatchObject({ ssoPrivateIssuers: false, dnsServers: [] });
    const set = loadConfig({
      SSO_PRIVATE_ISSUERS: 'allow',
      DNS_SERVERS: '1.1.1.1:53, [2606:4700::1111]:53',
    });
    expect(set).toMatchObject({
      ssoPrivateIssuers: true,
      dnsServers: ['1.1.1.1:53', '[2606:4700::1111]:53'],
    });
    for (const env of [
      { SSO_PRIVATE_ISSUERS: 'yes' },
      { DNS_SERVERS: 'dns.example.com:53' },
      { DNS_SERVERS: '1.1.1.1' },
      { DNS_SERVERS: '1.1.1.1:99999' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('take SECRETS_KEY as 64 hex characters only', () => {
    expect(loadConfig({}).secretsKey).toBeNull();
    const key = 'ab'.repeat(32);
    expect(loadConfig({ SECRETS_KEY: key }).secretsKey).toEqual(Buffer.from(key, 'hex'));
    for (const SECRETS_KEY of ['ab'.repeat(31), 'zz'.repeat(32), 'secret']) {
      expect(() => loadConfig({ SECRETS_KEY }), SECRETS_KEY).toThrow(ConfigError);
    }
  });
});
