import {
  API_TOKEN_PREFIX,
  type ApiTokenList,
  type CreatedApiToken,
  type Workspace,
} from '@hangar/contracts';
import {
  API_TOKEN_READ_ONLY,
  API_TOKEN_REFUSED_HERE,
  MAX_API_TOKENS_PER_USER,
} from '@hangar/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema';
import { NOT_AUTHENTICATED } from '../../http/auth';
import {
  addMember,
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
  type SignedInPerson,
} from '../../test/factories';
import { useTestEnvironment, useTwoInstances, type TestServer } from '../../test/harness';
import { TOO_MANY_API_TOKENS } from './api-tokens.service';

async function createToken(
  server: TestServer,
  person: SignedInPerson,
  input: { name?: string; scope?: 'read' | 'write'; expires_in_days?: number } = {},
): Promise<CreatedApiToken> {
  const created = await server.api<CreatedApiToken>('POST', '/users/me/api-tokens', {
    token: person.token,
    body: { name: 'Deploy script', scope: 'write', expires_in_days: 30, ...input },
  });
  expect(created.status).toBe(201);
  return created.body;
}

const groupNames = async (server: TestServer, person: SignedInPerson, workspaceId: number) => {
  const groups = await server.api<{ name: string }[]>('GET', '/groups/names', {
    token: person.token,
    headers: inWorkspace({ id: workspaceId }),
  });
  return groups.body.map((group) => group.name);
};

describe('personal API tokens', () => {
  const server = useTestEnvironment({ rateLimits: {} });
  let ada: SignedInPerson;
  let workspaceId: number;

  beforeAll(async () => {
    ada = await buildSignedInUser(server);
    workspaceId = (await buildWorkspace(server, ada.user)).id;
  });

  it('shows a new token once, then lists it by name and hint with its last use', async () => {
    const created = await createToken(server, ada, { name: 'Nightly export' });
    expect(created.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(created.token.length).toBeGreaterThanOrEqual(API_TOKEN_PREFIX.length + 43);
    expect(created.hint).toBe(`${created.token.slice(0, API_TOKEN_PREFIX.length + 6)}…`);
    expect(created.last_used_at).toBeNull();

    const stored = await server.app.services.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const own = await server.api<Workspace>('GET', '/workspaces/c', {
      token: created.token,
      headers: inWorkspace({ id: workspaceId }),
    });
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(workspaceId);

    const list = await server.api<ApiTokenList>('GET', '/users/me/api-tokens', {
      token: ada.token,
    });
    const listed = list.body.items.find((item) => item.id === created.id);
    expect(listed).toMatchObject({ name: 'Nightly export', scope: 'write', hint: created.hint });
    expect(listed?.last_used_at).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it('writes as its owner with a read-write token', async () => {
    const { token } = await createToken(server, ada);
    const made = await server.api('POST', '/groups', {
      token,
      headers: inWorkspace({ id: workspaceId }),
      body: { name: 'Made by a script' },
    });
    expect(made.status).toBe(201);
    expect(await groupNames(server, ada, workspaceId)).toContain('Made by a script');
  });

  it('only reads with a read-only token, and changes nothing', async () => {
    const { token } = await createToken(server, ada, { scope: 'read' });
    const read = await server.api('GET', '/groups/names', {
      token,
      headers: inWorkspace({ id: workspaceId }),
    });
    expect(read.status).toBe(200);
    const write = await server.api('POST', '/groups', {
      token,
      headers: inWorkspace({ id: workspaceId }),
      body: { name: 'Should not exist' },
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ detail: API_TOKEN_READ_ONLY });
    expect(await groupNames(server, ada, workspaceId)).not.toContain('Should not exist');
  });

  it('never reaches the account or billing, even read-write', async () => {
    const { token } = await createToken(server, ada);
    const calls = [
      ['GET', '/users/me', undefined],
      ['GET', '/users/me/api-tokens', undefined],
      ['POST', '/users/me/api-tokens', { name: 'Another', scope: 'write', expires_in_days: 7 }],
      ['PUT', '/users/me', { fullname: 'Eve' }],
      ['GET', '/billing', undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const refused = await server.api(method, path, {
        token,
        body,
        headers: inWorkspace({ id: workspaceId }),
      });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toEqual({ detail: API_TOKEN_REFUSED_HERE });
    }
  });

  it('stops working once expired', async () => {
    const { id, token } = await createToken(server, ada, { expires_in_days: 7 });
    await server.app.services.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, id));
    const expired = await server.api('GET', '/groups/names', {
      token,
      headers: inWorkspace({ id: workspaceId }),
    });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: NOT_AUTHENTICATED });
    const list = await server.api<ApiTokenList>('GET', '/users/me/api-tokens', {
      token: ada.token,
    });
    expect(list.body.items.map((item) => item.id)).not.toContain(id);
  });

  it('refuses a bad name or expiry, someone else’s token and too many tokens, creating nothing', async () => {
    const grace = await buildSignedInUser(server, { fullname: 'Grace Hopper' });
    for (const body of [
      { name: '', scope: 'write', expires_in_days: 30 },
      { name: 'x', scope: 'admin', expires_in_days: 30 },
      { name: 'x', scope: 'read', expires_in_days: 3650 },
      { name: 'x'.repeat(101), scope: 'read', expires_in_days: 30 },
    ]) {
      const refused = await server.api('POST', '/users/me/api-tokens', {
        token: grace.token,
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    const adaToken = await createToken(server, ada);
    const revoke = await server.api('DELETE', `/users/me/api-tokens/${adaToken.id}`, {
      token: grace.token,
    });
    expect(revoke.status).toBe(404);
    const stillThere = await server.api('GET', '/groups/names', {
      token: adaToken.token,
      headers: inWorkspace({ id: workspaceId }),
    });
    expect(stillThere.status).toBe(200);

    for (let made = 0; made < MAX_API_TOKENS_PER_USER; made += 1) await createToken(server, grace);
    const tooMany = await server.api('POST', '/users/me/api-tokens', {
      token: grace.token,
      body: { name: 'One too many', scope: 'read', expires_in_days: 7 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ detail: TOO_MANY_API_TOKENS });
    const list = await server.api<ApiTokenList>('GET', '/users/me/api-tokens', {
      token: grace.token,
    });
    expect(list.body.items).toHaveLength(MAX_API_TOKENS_PER_USER);
  });
});

describe('an API token’s rate limit', () => {
  const server = useTestEnvironment({
    rateLimits: { apiTokenCalls: { name: 'api-token', limit: 3, windowMs: 60_000 } },
  });

  it('answers 429 past the limit, per token', async () => {
    const ada = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, ada.user);
    const first = await createToken(server, ada);
    const second = await createToken(server, ada);
    const call = (token: string) =>
      server.api('GET', '/groups/names', { token, headers: inWorkspace(workspace) });
    for (let made = 0; made < 3; made += 1) expect((await call(first.token)).status).toBe(200);
    const limited = await call(first.token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect((await call(second.token)).status).toBe(200);
  });
});

describe('API tokens on two instances', () => {
  const servers = useTwoInstances();

  it('a revoked token is refused at once by the other instance', async () => {
    const { a, b } = servers;
    const ada = await buildSignedInUser(a);
    const workspace = await buildWorkspace(a, ada.user);
    const { id, token } = await createToken(a, ada);
    const call = () => b.api('GET', '/groups/names', { token, headers: inWorkspace(workspace) });
    expect((await call()).status).toBe(200);

    const revoked = await a.api('DELETE', `/users/me/api-tokens/${id}`, { token: ada.token });
    expect(revoked.status).toBe(204);
    const refused = await call();
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ detail: NOT_AUTHENTICATED });
  });

  it('tokens revoked with a password change are refused at once by the other instance', async () => {
    const { a, b } = servers;
    const ada = await buildSignedInUser(a);
    const workspace = await buildWorkspace(a, ada.user);
    const first = await createToken(a, ada);
    const second = await createToken(a, ada, { scope: 'read' });
    const call = (token: string) =>
      b.api('GET', '/groups/names', { token, headers: inWorkspace(workspace) });
    expect((await call(first.token)).status).toBe(200);
    expect((await call(second.token)).status).toBe(200);

    const changed = await a.api('PUT', '/users/me/password', {
      token: ada.token,
      body: {
        current_password: ada.user.password,
        new_password: 'a brand new secret',
        revoke_api_tokens: true,
      },
    });
    expect(changed.status).toBe(200);
    for (const { token } of [first, second]) {
      const refused = await call(token);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ detail: NOT_AUTHENTICATED });
    }
  });

  it('a token of someone removed from a workspace is refused there at once, not elsewhere', async () => {
    const { a, b } = servers;
    const owner = await buildSignedInUser(a, { fullname: 'Olive Owner' });
    const grace = await buildSignedInUser(a, { fullname: 'Grace Hopper' });
    const theirs = await buildWorkspace(a, owner.user, 'Northwind');
    const hers = await buildWorkspace(a, grace.user, 'Grace & Co');
    await addMember(a, theirs, grace.user, 'MEMBER');
    const { token } = await createToken(a, grace);
    const workspaceName = async (workspace: { id: number }) => {
      const answer = await b.api<Workspace>('GET', '/workspaces/c', {
        token,
        headers: inWorkspace(workspace),
      });
      return answer.status === 200 ? answer.body.name : answer.status;
    };
    expect(await workspaceName(theirs)).toBe('Northwind');

    const removed = await a.api('DELETE', `/workspaces/c/team/${grace.user.id}`, {
      token: owner.token,
      headers: inWorkspace(theirs),
    });
    expect(removed.status).toBe(200);
    expect(await workspaceName(theirs)).toBe(404);
    expect(await workspaceName(hers)).toBe('Grace & Co');
  });
});
