import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGroup,
  buildProject,
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
} from '../../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { openLiveClient, type LiveClient } from '../../test/live-client';
import { RATE_LIMITS } from '../auth/rate-limits';

const LIMIT = 3;
let server: TestEnvironment;
const clients: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestEnvironment({
    // The HTTP test reads from its own address (X-Forwarded-For); live clients come from 127.0.0.1.
    config: { trustProxy: true },
    rateLimits: { publicReadsPerIp: { ...RATE_LIMITS.publicReadsPerIp, limit: LIMIT } },
  });
});
afterAll(async () => {
  clients.forEach((client) => client.close());
  await server.close();
});

async function sharedDoc() {
  const owner = await buildSignedInUser(server);
  const workspace = await buildWorkspace(server, owner.user);
  const project = await buildProject(server, await buildGroup(server, workspace));
  const as = { token: owner.token, headers: inWorkspace(workspace) };
  const docId = (
    await server.api<{ id: number }>('POST', `/projects/${project.id}/docs`, {
      ...as,
      body: { parent_path: '' },
    })
  ).body.id;
  const token = (
    await server.api<{ share_token: string }>(
      'PUT',
      `/projects/${project.id}/docs/${docId}/share`,
      {
        ...as,
        body: { enabled: true },
      },
    )
  ).body.share_token;
  return { owner, docId, token };
}

describe('reads through share links', () => {
  it('are limited per IP, then refused with 429 and when to retry', async () => {
    const { token } = await sharedDoc();
    const read = () =>
      server.fetch(`/api/public/${token}/project`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    for (let attempt = 0; attempt < LIMIT; attempt++) expect((await read()).status).toBe(200);
    const refused = await read();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many attempts/);
    // Another address still reads.
    const elsewhere = await server.fetch(`/api/public/${token}/project`, {
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('count live connections too; members editing from the same address are not limited', async () => {
    const { owner, docId, token } = await sharedDoc();
    const visit = async () => {
      const client = await openLiveClient({
        baseUrl: server.baseUrl,
        docId,
        token: `public:${token}`,
      });
      clients.push(client);
      return client;
    };
    for (let attempt = 0; attempt < LIMIT; attempt++) expect((await visit()).failed).toBeNull();
    expect((await visit()).failed).toBeTruthy();
    const member = await openLiveClient({ baseUrl: server.baseUrl, docId, token: owner.token });
    clients.push(member);
    expect(member.failed).toBeNull();
    expect(member.provider.isSynced).toBe(true);
  });
});
