import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestEnvironment } from '../test/harness';
import { buildWorld } from '../test/world';
import { compileResponseSerializer, responseSerializerCompiler } from './response-serializer';

const answer = z.object({ id: z.number().int(), name: z.string() });

/** Routes whose handlers answer more, or other, than their schema says. */
async function fixtureRoutes(app: FastifyInstance) {
  const schema = { response: { 200: answer } };
  app.get('/fixture/extra-key', { schema }, async () => ({ id: 1, name: 'A', secret: 'hush' }));
  app.get('/fixture/missing-key', { schema }, async () => ({ id: 1 }));
  app.get('/fixture/wrong-type', { schema }, async () => ({ id: 'one', name: 'A' }));
  // A Date has no JSON Schema: this route keeps the zod serializer.
  const dated = { response: { 200: z.object({ at: z.date() }) } };
  app.get('/fixture/date', { schema: dated }, async () => ({ at: new Date(0), extra: 1 }));
}

const server = useTestEnvironment({
  beforeListen: async (app) => {
    await app.register(fixtureRoutes, { prefix: '/api' });
  },
});

const responseSchemas = () =>
  server.app.routeTable.flatMap((route) =>
    Object.entries((route.schema.response ?? {}) as Record<string, unknown>).map(
      ([status, schema]) => ({ route, status, schema }),
    ),
  );

describe('the response serializer', () => {
  it('is compiled, or falls back to the zod one, for every route of the app', () => {
    const entries = responseSchemas();
    expect(entries.length).toBeGreaterThan(50);
    const kept: string[] = [];
    for (const { route, status, schema } of entries) {
      if (!(schema instanceof z.ZodType)) throw new Error(`${route.url} ${status}: not zod`);
      const compiled = compileResponseSerializer(schema);
      if (!compiled.compiled) kept.push(`${route.method} ${route.url} ${status}`);
    }
    // Every schema of the app converts but the fixture's date.
    expect(kept).toEqual(['GET /api/fixture/date 200']);
  });

  it('answers through the zod serializer where the schema does not convert', async () => {
    const response = await server.fetch('/api/fixture/date');
    expect(await response.text()).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('answers the same bytes as the zod serializer on real answers', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
      docs: { top: { name: 'Top "quoted" \u2028 ✓' } },
    });
    const { project } = world.projects;
    await world.newDoc(project.id, { name: 'Child', parentPath: world.docs.top.path });
    const { token, headers } = world.as('owner');
    const answers: [url: string, route: string][] = [
      [`/api/projects/${project.id}/docs`, '/api/projects/:projectId/docs'],
      [
        `/api/projects/${project.id}/docs/${world.docs.top.id}`,
        '/api/projects/:projectId/docs/:docId',
      ],
      [`/api/projects/${project.id}`, '/api/projects/:id'],
      ['/api/workspaces/c', '/api/workspaces/c'],
    ];
    for (const [url, routeUrl] of answers) {
      const response = await server.fetch(url, {
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(response.status, url).toBe(200);
      const text = await response.text();
      const route = server.app.routeTable.find(
        (entry) => entry.method === 'GET' && entry.url === routeUrl,
      );
      const schema = (route?.schema.response as Record<number, z.ZodType> | undefined)?.[200];
      if (!schema) throw new Error(`no schema for ${routeUrl}`);
      const zodJson = serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });
      expect(text, url).toBe(zodJson(JSON.parse(text)));
    }
  });

  it('never sends a property the schema does not declare', async () => {
    const response = await server.fetch('/api/fixture/extra-key');
    expect(await response.text()).toBe('{"id":1,"name":"A"}');
  });

  it('refuses an answer that is missing a property or has one of the wrong type', async () => {
    for (const url of ['/api/fixture/missing-key', '/api/fixture/wrong-type']) {
      const response = await server.fetch(url);
      expect(response.status, url).toBe(500);
      expect(await response.text(), url).not.toContain('"name":"A"');
    }
  });

  it('in production, without the zod check, still writes only declared keys and refuses the rest', () => {
    const compile = responseSerializerCompiler({ check: false, lazy: true });
    const stringify = compile({ schema: answer, method: 'GET', url: '/x', httpStatus: '200' });
    expect(stringify({ id: 2, name: 'B', secret: 'hush' })).toBe('{"id":2,"name":"B"}');
    expect(() => stringify({ id: 2 })).toThrow();
    expect(() => stringify({ id: 'two', name: 'B' })).toThrow();
    const state = z.object({ status: z.literal('ok') });
    const stateJson = compile({ schema: state, method: 'GET', url: '/y', httpStatus: '200' });
    expect(stateJson({ status: 'down' })).toBe('{"status":"down"}');
  });

  it('strips keys a service added inside nullable objects and unions, as zod did', () => {
    const mark = z.discriminatedUnion('type', [
      z.object({ type: z.literal('bold') }),
      z.object({ type: z.literal('link'), attrs: z.object({ href: z.string() }) }),
    ]);
    const schema = z.object({ creator: answer.nullable(), marks: z.array(mark) });
    const data = {
      creator: { id: 1, name: 'Ada', email: 'ada@example.com' },
      marks: [
        { type: 'bold', by: 2 },
        { type: 'link', attrs: { href: '/a', target: '_blank' } },
      ],
    };
    const route = { schema, method: 'GET', url: '/z', httpStatus: '200' };
    const compiled = responseSerializerCompiler({ check: false, lazy: false })(route);
    expect(compiled(data)).toBe(serializerCompiler(route)(data));
    expect(compiled({ ...data, creator: null })).toBe(
      '{"creator":null,"marks":[{"type":"bold"},{"type":"link","attrs":{"href":"/a"}}]}',
    );
  });
});
