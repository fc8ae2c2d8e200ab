import type { WorkspaceTeamUser } from '@hangar/contracts';
import { ssoRequiredDetail } from '@hangar/contracts/sign-in-rules';
import { noSsoForDomainDetail, ssoOtherDomainDetail } from '@hangar/contracts/sso';
import type {
  WorkspaceSsoProvider,
  WorkspaceSsoProviderAnswer,
} from '@hangar/contracts/workspace-sso';
import { eq } from 'drizzle-orm';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { workspaceSsoProviders } from '../../db/schema';
import { startDnsServer } from '../../test/dns-server';
import { buildSignedInUser, buildWorkspace, inWorkspace } from '../../test/factories';
import { startedBeforeAll, useTestEnvironment } from '../../test/harness';
import { passwordSignIn, putSignInRules, uniqueDomain } from '../../test/sign-in-rules';
import { signInWith, useSsoWorld } from '../../test/sso-world';
import { oneValidationIssue } from '../../test/validation-cases';
import { buildWorld, EVERY_ROLE } from '../../test/world';

const dns = startedBeforeAll(startDnsServer);
const world = useSsoWorld(() => ({ ssoPrivateIssuers: true, dnsServers: [dns.address] }));
const { server } = world;

type Caller = { token: string; headers: Record<string, string> };

const PATH = '/workspaces/c/sso-provider';

/** The test provider the workspaces point at (`other`: the address comes in the ID token). */
function connection(values: { domain: string; withSecret?: boolean }) {
  const provider = world.provider('other');
  return {
    preset: 'generic',
    issuer: provider.issuer,
    client_id: provider.clientId,
    ...(values.withSecret === false ? {} : { client_secret: provider.clientSecret }),
    domain: values.domain,
  };
}

function putProvider(caller: Caller, body: object) {
  return server.api<WorkspaceSsoProviderAnswer>('PUT', PATH, { ...caller, body });
}

async function verifyDomain(caller: Caller) {
  return server.api<WorkspaceSsoProviderAnswer & { detail?: string }>(
    'POST',
    `${PATH}/verify-domain`,
    caller,
  );
}

/** Publishes the provider's DNS record and verifies the domain: the provider, verified. */
async function verifiedProvider(caller: Caller, provider: WorkspaceSsoProvider | null) {
  if (!provider) throw new Error('no provider saved');
  dns.setTxt(provider.dns_record.name, provider.dns_record.value);
  const verified = await verifyDomain(caller);
  expect(verified).toMatchObject({ status: 200, body: { provider: { domain_verified: true } } });
  return provider;
}

/** A workspace named `name` whose owner has an address of a domain of its own. */
async function companyWorkspace(name: string) {
  const domain = uniqueDomain();
  const owner = await buildSignedInUser(server, { email: `olive@${domain}` });
  const workspace = await buildWorkspace(server, owner.user, name);
  const caller = { token: owner.token, headers: inWorkspace(workspace) };
  return { domain, owner, workspace, caller };
}

/** A company workspace with its own provider, its domain verified. */
async function withOwnProvider(name: string) {
  const company = await companyWorkspace(name);
  const saved = await putProvider(company.caller, connection({ domain: company.domain }));
  const provider = await verifiedProvider(company.caller, saved.body.provider);
  return { ...company, provider };
}

/** A port of this machine nothing listens on (any more). */
async function closedPort(): Promise<number> {
  const listener = net.createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  await new Promise((resolve) => listener.close(resolve));
  return port;
}

const find = (email: string) =>
  server.api<{ provider?: { id: string; label: string }; detail?: string }>(
    'POST',
    '/auth/sso/find',
    { body: { email } },
  );

describe('a workspace’s own single sign-on provider', () => {
  it('is set by its owners only, the secret kept sealed and never shown', async () => {
    const { as, callAs, workspace } = await buildWorld(server, {
      name: 'Acme',
      people: EVERY_ROLE,
    });
    const domain = uniqueDomain();
    expect(await callAs('owner')('GET', PATH)).toMatchObject({
      status: 200,
      body: { provider: null },
    });
    const withoutSecret = await putProvider(as('owner'), connection({ domain, withSecret: false }));
    expect(withoutSecret).toMatchObject(
      oneValidationIssue(['body', 'client_secret'], 'Enter the client secret'),
    );

    const saved = await putProvider(as('owner'), connection({ domain: domain.toUpperCase() }));
    const provider = world.provider('other');
    expect(saved.status).toBe(200);
    expect(saved.body.provider).toEqual({
      id: `workspace-${workspace.id}`,
      label: 'Acme single sign-on',
      preset: 'generic',
      issuer: provider.issuer,
      client_id: provider.clientId,
      domain,
      domain_verified: false,
      dns_record: {
        type: 'TXT',
        name: `_hangar-verification.${domain}`,
        value: expect.stringMatching(/^hangar-domain-verification=[\w-]{43}$/) as string,
      },
      redirect_uri: 'http://hangar.test/account/sso/callback',
    });
    expect(JSON.stringify(saved.body)).not.toContain(provider.clientSecret);
    expect((await callAs('owner')('GET', PATH)).body).toEqual(saved.body);

    const stored = async () => {
      const [row] = await server.app.services.database.db
        .select()
        .from(workspaceSsoProviders)
        .where(eq(workspaceSsoProviders.workspaceId, workspace.id));
      return row?.clientSecretSealed ?? '';
    };
    const sealed = await stored();
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(provider.clientSecret);
    // Left out, the secret is kept; the same domain keeps its record.
    const kept = await putProvider(as('owner'), connection({ domain, withSecret: false }));
    expect(kept).toMatchObject({ status: 200, body: saved.body });
    expect(await stored()).toBe(sealed);

    for (const person of ['admin', 'member', 'guest'] as const) {
      const call = callAs(person);
      expect((await call('GET', PATH)).status).toBe(403);
      expect((await putProvider(as(person), connection({ domain }))).status).toBe(403);
      const { domain: _, ...tried } = connection({ domain });
      expect((await call('POST', `${PATH}/test`, tried)).status).toBe(403);
      expect((await call('POST', `${PATH}/verify-domain`)).status).toBe(403);
      expect((await call('DELETE', PATH)).status).toBe(403);
    }
    expect(await callAs('owner')('DELETE', PATH)).toMatchObject({
      status: 200,
      body: { provider: null },
    });
    expect((await callAs('owner')('GET', PATH)).body).toEqual({ provider: null });
  });

  it('tests the connection with the provider’s discovery, and says why it fails', async () => {
    const { callAs } = await buildWorld(server, { people: { owner: 'OWNER' } });
    const { domain: _, ...values } = connection({ domain: 'unused.example' });
    const provider = world.provider('other');
    const works = await callAs('owner')('POST', `${PATH}/test`, values);
    expect(works).toEqual({
      status: 200,
      body: { issuer: provider.issuer, authorization_endpoint: `${provider.issuer}/auth` },
      headers: expect.anything() as Headers,
    });
    const noSecret = { ...values, client_secret: undefined };
    expect((await callAs('owner')('POST', `${PATH}/test`, noSecret)).status).toBe(200);

    const nobody = `http://127.0.0.1:${await closedPort()}`;
    const unreachable = await callAs('owner')('POST', `${PATH}/test`, {
      ...values,
      issuer: nobody,
    });
    expect(unreachable).toMatchObject({
      status: 422,
      body: { detail: `Could not reach the provider at ${nobody}: ECONNREFUSED.` },
    });
    const notAProvider = await callAs('owner')<{ detail: string }>('POST', `${PATH}/test`, {
      ...values,
      issuer: `${server.baseUrl}/api/health`,
    });
    const discovery = `${server.baseUrl}/api/health/.well-known/openid-configuration`;
    expect(notAProvider).toMatchObject({
      status: 422,
      body: {
        detail: `Could not reach the provider at ${server.baseUrl}/api/health: ${discovery} answered HTTP 404.`,
      },
    });
    const plainHttp = await callAs('owner')('POST', `${PATH}/test`, {
      ...values,
      issuer: 'http://sso.example.com',
    });
    expect(plainHttp).toMatchObject(
      oneValidationIssue(['body', 'issuer'], 'Enter the issuer’s https:// address'),
    );
  });

  it('verifies its domain by a DNS TXT record, one workspace per domain', async () => {
    const { domain, caller } = await companyWorkspace('Globex');
    const saved = await putProvider(caller, connection({ domain }));
    const record = saved.body.provider?.dns_record;
    const refused = await verifyDomain(caller);
    expect(refused).toMatchObject({
      status: 422,
      body: {
        detail:
          `No TXT record ${record?.value} found at _hangar-verification.${domain} yet. ` +
          'DNS changes can take a few minutes.',
      },
    });
    expect(await find(`grace@${domain}`)).toMatchObject({
      status: 404,
      body: { detail: noSsoForDomainDetail(domain) },
    });
    dns.setTxt(`_hangar-verification.${domain}`, 'hangar-domain-verification=someone-else');
    expect((await verifyDomain(caller)).status).toBe(422);

    const provider = await verifiedProvider(caller, saved.body.provider);
    expect(await find(`Grace@${domain.toUpperCase()}`)).toMatchObject({
      status: 200,
      body: { provider: { id: provider.id, label: 'Globex single sign-on' } },
    });
    expect((await find(`grace@sub.${domain}`)).status).toBe(404);

    const other = await buildSignedInUser(server);
    const otherWorkspace = await buildWorkspace(server, other.user, 'Copycat');
    const otherCaller = { token: other.token, headers: inWorkspace(otherWorkspace) };
    const copy = await putProvider(otherCaller, connection({ domain }));
    const copyRecord = copy.body.provider?.dns_record;
    expect(copyRecord?.value).not.toBe(record?.value);
    dns.setTxt(copyRecord?.name ?? '', copyRecord?.value ?? '');
    expect(await verifyDomain(otherCaller)).toMatchObject({
      status: 409,
      body: { detail: `${domain} is already verified by another workspace.` },
    });

    // A new domain is a new record, to verify again; the old one no longer finds it.
    const moved = await putProvider(caller, connection({ domain: `new-${domain}` }));
    expect(moved.body.provider).toMatchObject({ domain: `new-${domain}`, domain_verified: false });
    expect(moved.body.provider?.dns_record.value).not.toBe(record?.value);
    expect((await find(`grace@${domain}`)).status).toBe(404);
    // Now free, the domain goes to the other workspace.
    expect((await verifyDomain(otherCaller)).status).toBe(200);
  });

  it('signs in the addresses of its domain only, through its own id', async () => {
    const { domain, provider, caller } = await withOwnProvider('Umbrella');
    const grace = world.person({ email: `grace@${domain}` });
    const signedIn = await signInWith(world, provider.id, grace.id);
    expect(signedIn).toMatchObject({ status: 200, body: { next: '/' } });
    const me = await server.api<{ email: string }>('GET', '/users/me', {
      token: signedIn.body.access_token,
    });
    expect(me.body.email).toBe(grace.account.email);

    const outsider = world.person({ email: `eve@not-${domain}` });
    expect(await signInWith(world, provider.id, outsider.id)).toMatchObject({
      status: 401,
      body: { detail: ssoOtherDomainDetail('Umbrella single sign-on', domain) },
    });
    // A secret changed is the one used from then on.
    const wrong = { ...connection({ domain }), client_secret: 'not-the-secret' };
    expect((await putProvider(caller, wrong)).body.provider?.domain_verified).toBe(true);
    expect(await signInWith(world, provider.id, grace.id)).toMatchObject({
      status: 401,
      body: {
        detail:
          'The sign-in provider refused Hangar’s client credentials (invalid_client). ' +
          'Start again from the sign-in page.',
      },
    });
    await putProvider(caller, connection({ domain }));
    expect((await signInWith(world, provider.id, grace.id)).status).toBe(200);
    // The installation's buttons stay the installation's.
    const listed = await server.api<{ providers: { id: string }[] }>('GET', '/auth/sso');
    expect(listed.body.providers.map((entry) => entry.id)).toEqual(['corp', 'other', 'stale']);
  });

  it('cannot be signed in with before its domain is verified', async () => {
    const { domain, caller, workspace } = await companyWorkspace('Hooli');
    expect((await putProvider(caller, connection({ domain }))).status).toBe(200);
    const start = await server.fetch(`/api/auth/sso/workspace-${workspace.id}/start`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(404);
    for (const id of ['workspace-0', 'workspace-99999999999', `workspace-${workspace.id}x`]) {
      const unknown = await server.fetch(`/api/auth/sso/${id}/start`, { redirect: 'manual' });
      expect(unknown.status, id).toBe(404);
    }
  });

  it('is the one the sign-in rules name, and joins by domain through it only', async () => {
    const { domain, caller, provider } = await withOwnProvider('Initech');
    const rules = await putSignInRules(server, caller, { require_sso: true, join_domain: domain });
    expect(rules).toMatchObject({
      status: 200,
      body: { require_sso: true, sso_provider: 'Initech single sign-on' },
    });
    const team = async () =>
      (await server.api<WorkspaceTeamUser[]>('GET', '/workspaces/c/team', caller)).body;

    const viaInstallation = world.person({ email: `ada@${domain}` });
    expect((await signInWith(world, 'corp', viaInstallation.id)).status).toBe(200);
    expect((await team()).map((entry) => entry.user.email)).not.toContain(
      viaInstallation.account.email,
    );
    const viaOwn = world.person({ email: `bob@${domain}` });
    expect((await signInWith(world, provider.id, viaOwn.id)).status).toBe(200);
    const joined = (await team()).find((entry) => entry.user.email === viaOwn.account.email);
    expect(joined).toMatchObject({ role: 'MEMBER', pending_invite: false });
  });

  it('makes a member’s password refused with its name where single sign-on is required', async () => {
    const { as, people } = await buildWorld(server, {
      name: 'Vandelay',
      people: { owner: 'OWNER', member: 'MEMBER' },
    });
    const domain = uniqueDomain();
    const saved = await putProvider(as('owner'), connection({ domain }));
    await verifiedProvider(as('owner'), saved.body.provider);
    expect((await putSignInRules(server, as('owner'), { require_sso: true })).status).toBe(200);
    const { email, password } = people.member.user;
    expect(await passwordSignIn(server, email, password)).toEqual({
      status: 409,
      body: { detail: ssoRequiredDetail('Vandelay', 'Vandelay single sign-on') },
    });
    // Removed, the workspace names the installation's provider again.
    await server.api('DELETE', PATH, as('owner'));
    const rules = await server.api('GET', '/workspaces/c/sign-in-rules', as('owner'));
    expect(rules.body).toMatchObject({ sso_provider: 'Sign in with corp' });
    expect((await passwordSignIn(server, email, password)).body).toEqual({
      detail: ssoRequiredDetail('Vandelay', 'Sign in with corp'),
    });
  });
});

describe('a workspace provider on a private address', () => {
  const strict = useTestEnvironment({ config: { publicUrl: 'http://hangar.test' } });

  it('is refused unless SSO_PRIVATE_ISSUERS allows it', async () => {
    const owner = await buildSignedInUser(strict);
    const workspace = await buildWorkspace(strict, owner.user);
    const caller = { token: owner.token, headers: inWorkspace(workspace) };
    const body = { ...connection({ domain: uniqueDomain() }) };
    const detail = 'The issuer must be a public address.';
    const saved = await strict.api('PUT', PATH, { ...caller, body });
    expect(saved).toMatchObject({ status: 422, body: { detail } });
    const { domain: _, ...values } = body;
    for (const issuer of [values.issuer, 'https://10.1.2.3', 'https://[fd00::1]']) {
      const tested = await strict.api('POST', `${PATH}/test`, {
        ...caller,
        body: { ...values, issuer },
      });
      expect(tested, issuer).toMatchObject({ status: 422, body: { detail } });
    }
  });
});
