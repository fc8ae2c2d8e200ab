import { describe, expect, it } from 'vitest';
import { addressDomain, passwordSignInRefusal, type MemberSignInRules } from './sign-in-rules';

const rules = (overrides: Partial<MemberSignInRules>): MemberSignInRules => ({
  workspaceName: 'Acme',
  role: 'MEMBER',
  requireSso: false,
  requireTwoFactor: false,
  ...overrides,
});
const password = { secondFactor: false, ssoAvailable: true };

describe('a password sign-in under the workspaces’ rules', () => {
  it('passes where no rule is set', () => {
    expect(passwordSignInRefusal([rules({})], password)).toBeNull();
  });

  it('is refused to members of a workspace that requires single sign-on, not to its owners', () => {
    const ssoOnly = { requireSso: true };
    expect(passwordSignInRefusal([rules(ssoOnly)], password)).toEqual({
      reason: 'sso_required',
      workspaceName: 'Acme',
    });
    expect(passwordSignInRefusal([rules({ ...ssoOnly, role: 'OWNER' })], password)).toBeNull();
    expect(
      passwordSignInRefusal([rules(ssoOnly)], { ...password, ssoAvailable: false }),
    ).toBeNull();
  });

  it('needs a second factor where two-factor is required, owners included', () => {
    const twoFactor = rules({ workspaceName: 'Beta', role: 'OWNER', requireTwoFactor: true });
    expect(passwordSignInRefusal([rules({}), twoFactor], password)).toEqual({
      reason: 'two_factor_required',
      workspaceName: 'Beta',
    });
    expect(passwordSignInRefusal([twoFactor], { ...password, secondFactor: true })).toBeNull();
  });

  it('names single sign-on before two-factor, which it would satisfy too', () => {
    const both = [
      rules({ requireTwoFactor: true }),
      rules({ workspaceName: 'Sso', requireSso: true }),
    ];
    expect(passwordSignInRefusal(both, password)?.reason).toBe('sso_required');
  });
});

describe('addressDomain', () => {
  it('is the part after the last @, in lower case', () => {
    expect(addressDomain('Ada@Example.COM')).toBe('example.com');
    expect(addressDomain('"a@b"@corp.example')).toBe('corp.example');
  });
});
