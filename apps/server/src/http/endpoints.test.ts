import { API_PREFIX } from '@hangar/contracts/http';
import { listEndpoints } from '@hangar/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../test/harness';

const server = useTestEnvironment();

/** Endpoints registered only when their service is configured (a real Stripe account). */
const CONFIGURED_ONLY = new Set(['POST /api/billing/webhook']);

function nameOf(route: { method: string; path: string }): string {
  return `${route.method} ${route.path}`;
}

describe('the endpoint table of packages/contracts', () => {
  it('is what the server answers: every API route comes from it, and it names no other', () => {
    const registered = server.app.routeTable
      .filter((route) => !route.websocket && route.url.startsWith(`${API_PREFIX}/`))
      .map((route) => nameOf({ method: route.method, path: route.url }));
    const described = listEndpoints().map((target) =>
      nameOf({ method: target.method, path: `${API_PREFIX}${target.path}` }),
    );
    expect(registered.filter((route) => !described.includes(route))).toEqual([]);
    expect(
      described.filter((route) => !registered.includes(route) && !CONFIGURED_ONLY.has(route)),
    ).toEqual([]);
    expect(new Set(described).size).toBe(described.length);
  });

  it('registers each route with the schemas of its endpoint', () => {
    for (const target of listEndpoints()) {
      const route = server.app.routeTable.find(
        (entry) => entry.method === target.method && entry.url === `${API_PREFIX}${target.path}`,
      );
      if (!route) continue;
      expect(route.schema.params, target.name).toBe(target.params);
      expect(route.schema.querystring, target.name).toBe(target.query);
      expect(route.schema.body, target.name).toBe(target.body);
    }
  });

  it('declares the answers of each endpoint: its success and the refusals it names', () => {
    const byStatus = (statuses: number[]) => [...statuses].sort((a, b) => a - b);
    for (const target of listEndpoints()) {
      const route = server.app.routeTable.find(
        (entry) => entry.method === target.method && entry.url === `${API_PREFIX}${target.path}`,
      );
      if (!route) continue;
      const { response } = route.schema;
      const declared = typeof response === 'object' && response ? Object.keys(response) : [];
      const expected = target.response ? [target.status ?? 200, ...(target.refusals ?? [])] : [];
      expect(byStatus(declared.map(Number)), target.name).toEqual(byStatus(expected));
    }
    const signIn = listEndpoints().find((target) => target.path === '/auth/signin');
    expect(signIn?.refusals).toEqual([401, 429]);
  });
});
