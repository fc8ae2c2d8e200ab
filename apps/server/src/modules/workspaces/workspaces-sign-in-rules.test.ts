import {
  JOIN_DOMAIN_INVALID,
  ssoRequiredDetail,
  twoFactorRequiredDetail,
} from '@hangar/contracts/sign-in-rules';
import { describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser, buildWorkspace, inWorkspace } from '../../test/factories';
import {
  addPasskey,
  nextTotpCode,
  passkeySignIn,
  passwordSignIn,
  putSignInRules,
  turnOnTotp,
  uniqueDomain,
} from '../../test/sign-in-rules';
import { signInWith, useSsoWorld } from '../../test/sso-world';
import { oneValidationIssue } from '../../test/validation-cases';
import { buildWorld, EVERY_ROLE } from '../../test/world';

const world = useSsoWorld();
const { server } = world;
const PROVIDER = 'Sign in with corp';
/** The address the SSO world's server answers at: the passkeys' origin. */
const PUBLIC_URL = 'http://hangar.test';

describe('the sign-in rules of a workspace', () => {
  it('are read and changed by its owners only, as their ability says', async () => {
    const { as, callAs } = await buildWorld(server, { people: EVERY_ROLE });
    const read = await callAs('owner')('GET', '/workspaces/c/sign-in-rules');
    expect(read.body).toEqual({
      require_two_factor: false,
      require_sso: false,
      join_domain: null,
      sso_provider: PROVIDER,
    });
    for (const person of ['admin', 'member', 'guest'] as const) {
      expect((await callAs(person)('GET', '/workspaces/c/sign-in-rules')).status).toBe(403);
      const put = await putSignInRules(server, as(person), { require_sso: true });
      expect(put.status).toBe(403);
      const workspace = await callAs(person)<{ abilities: object }>('GET', '/workspaces/c');
      expect(workspace.body.abilities).toMatchObject({ manageSignInRules: false });
    }
    const changed = await putSignInRules(server, as('owner'), { require_sso: true });
    expect(changed).toMatchObject({ status: 200, body: { require_sso: true } });
    const workspace = await callAs('owner')<{ abilities: object }>('GET', '/workspaces/c');
    expect(workspace.body.abilities).toMatchObject({ manageSignInRules: true });
  });

  it('take a bare domain, the one of the owner’s own address', async () => {
    const domain = uniqueDomain();
    const owner = await buildSignedInUser(server, { email: `olive@${domain}` });
    const workspace = await buildWorkspace(server, owner.user);
    const caller = { token: owner.token, headers: inWorkspace(workspace) };
    expect(await putSignInRules(server, caller, { join_domain: `a@${domain}` })).toMatchObject(
      oneValidationIssue(['body', 'join_domain'], JOIN_DOMAIN_INVALID),
    );
    expect(await putSignInRules(server, caller, { join_domain: 'other.example' })).toMatchObject(
      oneValidationIssue(['body', 'join_domain'], `Use the domain of your own address (${domain})`),
    );
    const set = await putSignInRules(server, caller, { join_domain: ` ${domain.toUpperCase()} ` });
    expect(set).toMatchObject({ status: 200, body: { join_domain: domain } });
  });

  it('require two-factor only of an owner who has it on', async () => {
    const { as, people } = await buildWorld(server, { people: { owner: 'OWNER' } });
    expect(await putSignInRules(server, as('owner'), { require_two_factor: true })).toMatchObject(
      oneValidationIssue(
        ['body', 'require_two_factor'],
        'Turn on two-factor authentication for your own account first',
      ),
    );
    await turnOnTotp(server, people.owner.token);
    const set = await putSignInRules(server, as('owner'), { require_two_factor: true });
    expect(set).toMatchObject({ status: 200, body: { require_two_factor: true } });
  });
});

describe('a password sign-in under the rules', () => {
  it('is refused to a member where single sign-on is required, not to the owner', async () => {
    const { as, people } = await buildWorld(server, {
      name: 'Acme',
      people: { owner: 'OWNER', member: 'MEMBER' },
    });
    const member = people.member.user;
    expect((await passwordSignIn(server, member.email, member.password)).status).toBe(200);
    await putSignInRules(server, as('owner'), { require_sso: true });

    const refused = await passwordSignIn(server, member.email, member.password);
    expect(refused).toEqual({ status: 409, body: { detail: ssoRequiredDetail('Acme', PROVIDER) } });
    const wrongPassword = await passwordSignIn(server, member.email, 'not the password');
    expect(wrongPassword.status).toBe(401);
    const owner = people.owner.user;
    expect((await passwordSignIn(server, owner.email, owner.password)).status).toBe(200);

    const person = world.person({ email: member.email });
    expect((await signInWith(world, 'corp', person.id)).status).toBe(200);
  });

  it('needs a second factor where two-factor is required, and passes with a code', async () => {
    const { as, people } = await buildWorld(server, {
      name: 'Globex',
      people: { owner: 'OWNER', member: 'MEMBER' },
    });
    await turnOnTotp(server, people.owner.token);
    await putSignInRules(server, as('owner'), { require_two_factor: true });
    const member = people.member.user;

    const refused = await passwordSignIn(server, member.email, member.password);
    expect(refused).toEqual({
      status: 409,
      body: { detail: twoFactorRequiredDetail('Globex', PROVIDER) },
    });

    const secret = await turnOnTotp(server, people.member.token);
    const challenged = await passwordSignIn(server, member.email, member.password);
    expect(challenged.status).toBe(200);
    const { challenge } = challenged.body.two_factor as { challenge: string };
    const signedIn = await server.api('POST', '/auth/signin/two-factor', {
      body: { challenge, code: nextTotpCode(secret) },
    });
    expect(signedIn).toMatchObject({ status: 200, body: { token_type: 'bearer' } });
  });

  it('refuses a passkey alone where single sign-on is required, and counts it as two-factor', async () => {
    const { as, people } = await buildWorld(server, {
      name: 'Initech',
      people: { owner: 'OWNER', member: 'MEMBER' },
    });
    const ownerPasskey = await addPasskey(server, people.owner.token, PUBLIC_URL);
    const memberPasskey = await addPasskey(server, people.member.token, PUBLIC_URL);
    // A passkey is the owner's second factor: two-factor may be required.
    const required = await putSignInRules(server, as('owner'), { require_two_factor: true });
    expect(required).toMatchObject({ status: 200, body: { require_two_factor: true } });
    expect((await passkeySignIn(server, memberPasskey)).status).toBe(200);

    await putSignInRules(server, as('owner'), { require_two_factor: true, require_sso: true });
    const refused = await passkeySignIn(server, memberPasskey);
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: ssoRequiredDetail('Initech', PROVIDER) },
    });
    expect((await passkeySignIn(server, ownerPasskey)).status).toBe(200);
  });

  it('is not refused by a workspace the person was only invited to', async () => {
    const { as, workspace } = await buildWorld(server, { people: { owner: 'OWNER' } });
    await putSignInRules(server, as('owner'), { require_sso: true });
    const { user } = await buildSignedInUser(server);
    await addMember(server, workspace, user, 'MEMBER', true);
    expect((await passwordSignIn(server, user.email, user.password)).status).toBe(200);
  });
});
