import { Validator } from '@seriousme/openapi-schema-validator';
import { simpleErrorBody, validationErrorBody } from '@hangar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TENANCY_PLAN } from '../../test/sweeps/tenancy-plan';
import { useTestEnvironment } from '../../test/harness';
import type { OpenApiDocument } from './openapi-document';

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
};

const server = useTestEnvironment();
let document: OpenApiDocument;

beforeAll(async () => {
  const answer = await server.api<OpenApiDocument>('GET', '/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body;
});

const operation = (path: string, method: string) =>
  document.paths[path]?.[method] as Operation | undefined;
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The value a local `$ref` points to, or undefined when it points nowhere. */
function resolve(pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      document as unknown,
    );
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, and every reference in it resolves', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
    const dangling = [...new Set(refsIn(document))].filter((ref) => resolve(ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('lists every route of the route table, and nothing else', () => {
    const table = server.app.routeTable.map(
      (route) => `${route.method.toLowerCase()} ${documentPath(route.url)}`,
    );
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual([...new Set(table)].sort());
    expect(table.length).toBeGreaterThan(130);
    const ids = listed.map((name) => {
      const [method = '', path = ''] = name.split(' ');
      return operation(path, method)?.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks for credentials exactly where the tenancy sweep proves they are needed', () => {
    const SIGNED_IN = new Set(['self', 'workspace', 'item', 'admin']);
    const wrong: string[] = [];
    for (const route of server.app.routeTable) {
      const name = `${route.method} ${route.url}`;
      const recipe = TENANCY_PLAN[name];
      const security = operation(documentPath(route.url), route.method.toLowerCase())?.security;
      const schemes = (security ?? []).flatMap((requirement) => Object.keys(requirement));
      const asksForUser = schemes.includes('bearerAuth') || schemes.includes('sessionToken');
      if (!recipe || SIGNED_IN.has(recipe.scope) !== asksForUser) {
        wrong.push(`${name}: sweep ${recipe?.scope ?? 'no recipe'}, document ${schemes}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('tells which calls API tokens may make', () => {
    expect(operation('/api/users/me', 'get')?.security).toEqual([{ sessionToken: [] }]);
    expect(operation('/api/billing', 'get')?.security).toEqual([{ sessionToken: [] }]);
    expect(operation('/api/users/me/api-tokens', 'post')?.security).toEqual([{ sessionToken: [] }]);
    expect(operation('/api/projects/{projectId}/docs', 'post')?.security).toEqual([
      { bearerAuth: [] },
    ]);
    expect(operation('/api/health', 'get')?.security).toEqual([]);
    expect(operation('/api/public/{token}/docs', 'get')?.security).toEqual([]);
    expect(operation('/api/metrics', 'get')?.security).toEqual([{ metricsToken: [] }]);
  });

  it('describes parameters, bodies, answers and the error shapes of SPEC.md section 8', () => {
    const create = operation('/api/projects/{projectId}/docs', 'post');
    expect(create?.parameters).toContainEqual(
      expect.objectContaining({ name: 'projectId', in: 'path' }),
    );
    expect(create?.parameters).toContainEqual({ $ref: '#/components/parameters/WorkspaceId' });
    const body = create?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'content']));
    // The content's recursive schema, not an empty "anything" for the depth check before it.
    const content = body.properties.content as { $ref?: string };
    const node = (content.$ref ? resolve(content.$ref) : content) as {
      properties?: { type?: { enum?: string[] }; content?: { items?: { $ref?: string } } };
    };
    expect(node.properties?.type?.enum).toEqual(expect.arrayContaining(['paragraph', 'table']));
    expect(resolve(node.properties?.content?.items?.$ref ?? '#/none')).toBe(node);
    expect(create?.responses).toHaveProperty('201');
    expect(create?.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(create?.responses['422']).toEqual({ $ref: '#/components/responses/ValidationError' });

    const schemas = document.components.schemas as Record<string, unknown>;
    const { $schema: _simple, ...simple } = z.toJSONSchema(simpleErrorBody);
    const { $schema: _validation, ...validation } = z.toJSONSchema(validationErrorBody);
    expect(schemas.SimpleError).toEqual(simple);
    expect(schemas.ValidationError).toEqual(validation);
  });

  it('describes the multipart form of every call that takes a file', () => {
    type Form = {
      properties: Record<string, { type?: string; format?: string }>;
      required: string[];
    };
    // A call that takes a file refuses any other body with a 415.
    const takingFiles = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, described]) => '415' in (described as Operation).responses)
        .map(([method, described]) => ({
          call: `${method} ${path}`,
          form: (described as Operation).requestBody?.content['multipart/form-data']?.schema as
            Form | undefined,
        })),
    );
    expect(takingFiles.map(({ call }) => call).sort()).toEqual([
      'post /api/projects/{projectId}/docs/import',
      'post /api/projects/{projectId}/docs/imports',
      'post /api/projects/{projectId}/files',
      'post /api/upload',
    ]);
    for (const { form } of takingFiles) {
      expect(form?.properties.file).toMatchObject({ type: 'string', format: 'binary' });
      expect(form?.required).toEqual(['file']);
    }
    for (const { call, form } of takingFiles.filter(({ call }) => /\/imports?$/.test(call))) {
      expect(form?.properties.parent_id, call).toMatchObject({ type: 'integer' });
    }
  });
});

describe('the API reference page', () => {
  it('renders the document with Swagger UI, from this server alone', async () => {
    const page = await server.fetch('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<title>Hangar API reference</title>');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/reference.js',
    ]);
    for (const asset of assets) {
      const answer = await server.fetch(asset);
      expect(answer.status, asset).toBe(200);
      expect((await answer.text()).length, asset).toBeGreaterThan(20);
    }
    const script = await (await server.fetch('/api/docs/reference.js')).text();
    expect(script).toContain("url: '/api/openapi.json'");
    expect((await server.fetch('/api/docs/package.json')).status).toBe(422);
  });
});
