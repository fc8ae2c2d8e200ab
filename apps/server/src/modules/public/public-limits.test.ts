import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { useLiveClients } from '../../test/live-client';
import { buildOwnedDoc } from '../../test/world';
import { RATE_LIMITS } from '../auth/auth-rate-limits';

const LIMIT = 3;
const server = useTestEnvironment({
  // The HTTP test reads from its own address (X-Forwarded-For); live clients come from 127.0.0.1.
  config: { trustProxy: true },
  rateLimits: { publicReadsPerIp: { ...RATE_LIMITS.publicReadsPerIp, limit: LIMIT } },
});
const openLive = useLiveClients(server);
async function sharedDoc() {
  const { world, owner, project, docId } = await buildOwnedDoc(server);
  const shared = await world.callAs('owner')<{ share_token: string }>(
    'PUT',
    `/projects/${project.id}/docs/${docId}/share`,
    { enabled: true },
  );
  return { owner, docId, token: shared.body.share_token };
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
    const visit = () => openLive({ docId, token: `public:${token}` });
    for (let attempt = 0; attempt < LIMIT; attempt++) expect((await visit()).failed).toBeNull();
    expect((await visit()).failed).toBeTruthy();
    const member = await openLive({ docId, token: owner.token });
    expect(member.failed).toBeNull();
    expect(member.provider.isSynced).toBe(true);
  });
});
