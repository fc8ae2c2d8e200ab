import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, refreshTokens } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { AUTH_TOKENS_PRUNE } from './auth-tokens.jobs';

const server = useTestEnvironment();

describe('the expired tokens job', () => {
  it('forgets tokens past their expiry and leaves the live ones working', async () => {
    const db = server.app.services.database.db;
    const old = await buildSignedInUser(server);
    const current = await buildSignedInUser(server);
    const oldSession = eq(accessTokens.userId, old.user.id);
    await db
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(oldSession);
    const [oldRefresh] = await db
      .select({ sessionId: accessTokens.sessionId })
      .from(accessTokens)
      .where(oldSession);
    await db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(refreshTokens.sessionId, oldRefresh!.sessionId));

    await server.app.services.jobs.send(AUTH_TOKENS_PRUNE, {});

    const accessTokensOf = async (userId: number) =>
      (await db.select().from(accessTokens).where(eq(accessTokens.userId, userId))).length;
    const oldRefreshTokens = async () =>
      (
        await db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.sessionId, oldRefresh!.sessionId))
      ).length;
    await expect.poll(() => accessTokensOf(old.user.id), { timeout: 15_000 }).toBe(0);
    await expect.poll(oldRefreshTokens, { timeout: 15_000 }).toBe(0);
    expect(await accessTokensOf(current.user.id)).toBe(1);
    expect((await server.api('GET', '/users/me', { token: current.token })).status).toBe(200);
    expect((await server.api('GET', '/users/me', { token: old.token })).status).toBe(401);
  });
});
