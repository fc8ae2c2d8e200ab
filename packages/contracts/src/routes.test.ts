import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('routes', () => {
  it('builds the paths of SPEC.md section 2', () => {
    expect(routes.workspace(3)).toBe('/workspace/3');
    expect(routes.workspace(3, { fromInvite: true })).toBe('/workspace/3?fromInvite=1');
    expect(routes.projectPage(3, 8, 'important-docs')).toBe(
      '/workspace/3/project/8/important-docs',
    );
    expect(routes.docPrint(3, 8, 13)).toBe('/workspace/3/project/8/doc/13/print');
    expect(routes.billingForm(3, 'payment-method')).toBe(
      '/workspace/3/settings/billing/form/payment-method',
    );
    expect(routes.signupWorkspace({ onboarding: true })).toBe(
      '/signup/workspace?process=onboarding',
    );
  });

  it('encodes query values', () => {
    expect(routes.signin({ signout: true, next: '/workspace/3?fromInvite=1' })).toBe(
      '/account/signin?signout=1&next=%2Fworkspace%2F3%3FfromInvite%3D1',
    );
    expect(routes.publicDoc(8, 13, 'a+b/c')).toBe(
      '/workspace/public/project/8/doc/13?publicMode=doc&publicToken=a%2Bb%2Fc',
    );
    expect(routes.signin()).toBe('/account/signin');
  });
});
