import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../test/harness';

const server = useTestEnvironment();

describe('the route table', () => {
  it('lists every API route with its method, full path and schemas', () => {
    const table = server.app.routeTable;
    const names = table.map((route) => `${route.method} ${route.url}`);
    expect(names).toContain('GET /api/health');
    expect(names).toContain('PUT /api/projects/:projectId/docs/:docId');
    expect(names).toContain('GET /ws/docs/:id/live');
    expect(table.find((route) => route.url === '/ws/docs/:id/live')?.websocket).toBe(true);
    const update = table.find(
      (route) => route.method === 'PUT' && route.url === '/api/projects/:projectId/docs/:docId',
    );
    expect(update?.schema.body).toBeDefined();
    expect(update?.schema.params).toBeDefined();
    // Every route answers: none is listed twice.
    expect(new Set(names).size).toBe(names.length);
  });
});
