import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  // A connection of its own, so the test can lose the database under a running server.
  server = await startTestServer(database.connect());
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('GET /api/health', () => {
  it('answers 503 with a clear detail once the database is unreachable', async () => {
    expect((await server.fetch('/api/health')).status).toBe(200);
    await server.app.services.database.close();
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ detail: 'Database unavailable' });
  });
});
