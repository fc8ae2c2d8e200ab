import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';

// The server's connection is its own: the test can lose the database under a running server.
const server = useTestEnvironment();

describe('GET /api/health', () => {
  it('answers 503 with a clear detail once the database is unreachable', async () => {
    expect((await server.fetch('/api/health')).status).toBe(200);
    await server.app.services.database.close();
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ detail: 'Database unavailable' });
  });
});
