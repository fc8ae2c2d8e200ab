import {
  API_TOKEN_PREFIX,
  CLIENT_ID_HEADER,
  type MultipartForm,
  WORKSPACE_ID_HEADER,
  paymentErrorBody,
  simpleErrorBody,
  structuredErrorBody,
  validationErrorBody,
} from '@hangar/contracts';
import { API_TOKEN_CALLS_PER_MINUTE } from '@hangar/domain';
import type { RouteEntry } from '../../http/route-table';
import { createSchemaCollector, type JsonSchema, type SchemaCollector } from './openapi-schemas';

const OPENAPI_VERSION = '3.1.0';

type Operation = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

/** The security schemes, by the name an operation's `security` uses. */
const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      `A personal API token (\`${API_TOKEN_PREFIX}…\`, created in Profile & security) or the ` +
      'access token of a session (`POST /api/auth/signin`).',
  },
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The access token of a session (`POST /api/auth/signin`). Personal API tokens are refused ' +
      'on account and billing calls (403).',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `METRICS_TOKEN` of the server (docs/operations.md, Metrics).',
  },
} as const;
type SchemeName = keyof typeof SECURITY_SCHEMES;

const ref = (section: string, name: string) => ({ $ref: `#/components/${section}/${name}` });
const errorContent = (schema: unknown) => ({ 'application/json': { schema } });

const DESCRIPTION = `The API of Hangar: every route the app itself calls, generated from the server's route
table and its zod contracts.

**Authentication.** Send \`Authorization: Bearer <token>\`, with a personal API token
(\`${API_TOKEN_PREFIX}…\`, Profile & security: read-only or read & write, ${API_TOKEN_CALLS_PER_MINUTE} calls a
minute) or a session's access token. A token acts as its owner, in the workspaces they belong to,
with their rights; API tokens never reach account or billing calls.

**Workspace.** Calls about a workspace's content name it in the \`X-Workspace-Id\` header.

**Errors** (all JSON): \`{"detail": "text"}\`; validation: \`{"detail": [{"loc": [...], "msg": "..."}]}\`;
structured: \`{"detail": {"key": value}}\`; payment provider: \`{"detail": "text", "provider": "..."}\`.
A 429 or 503 comes with \`Retry-After\`; a write the server had no disk space for answers 507.`;

/** `/api/projects/:projectId/docs` -> `/api/projects/{projectId}/docs` */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const staticWords = (url: string) =>
  url.split('/').filter((segment) => segment && segment !== 'api' && !segment.startsWith(':'));

/** Words that name a collection somewhere: followed by an item's id in some route (not a link token). */
function collectionWords(routes: RouteEntry[]): Set<string> {
  const words = new Set<string>();
  for (const route of routes) {
    const segments = route.url.split('/');
    segments.forEach((segment, index) => {
      const next = segments[index + 1] ?? '';
      if (next.startsWith(':') && next !== ':token' && !segment.startsWith(':')) words.add(segment);
    });
  }
  return words;
}

/** The part of the API a route belongs to: the innermost collection on its path. */
function tagOf(url: string, collections: Set<string>): string {
  const words = staticWords(url);
  return words.filter((word) => collections.has(word)).pop() ?? words[0] ?? 'other';
}

function operationId(route: RouteEntry): string {
  const words = route.url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment));
  return [route.method.toLowerCase(), ...words].join('_').replace(/[^A-Za-z0-9_]+/g, '-');
}

function securityOf(route: RouteEntry): { security: Record<string, string[]>[]; note: string } {
  const only = (scheme: SchemeName) => [{ [scheme]: [] as string[] }];
  switch (route.auth) {
    case 'none':
      return {
        security: [],
        note: route.websocket
          ? 'A websocket (Hocuspocus, Yjs): the access token travels in its authentication message.'
          : 'No authentication.',
      };
    case 'share-token':
      return { security: [], note: 'Opened by a share link token in the path; no sign-in.' };
    case 'metrics-token':
      return { security: only('metricsToken'), note: 'For a metrics scraper.' };
    case 'bearer':
      if (route.area !== 'content') {
        return { security: only('sessionToken'), note: 'Signed-in session only (no API tokens).' };
      }
      return {
        security: only('bearerAuth'),
        note:
          route.method === 'GET'
            ? 'API tokens: read-only and read & write.'
            : 'API tokens: read & write only.',
      };
  }
}

/** The path and query parameters of a route, from its `params` and `querystring` objects. */
function parametersOf(route: RouteEntry, schemas: SchemaCollector, owner: string): unknown[] {
  const listed: unknown[] = [];
  const sources = [
    ['path', route.schema.params],
    ['query', route.schema.querystring],
  ] as const;
  for (const [where, source] of sources) {
    if (!source) continue;
    const object = schemas.convert(source, 'input', owner);
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties)) {
      listed.push({ name, in: where, required: where === 'path' || required.has(name), schema });
    }
  }
  if (route.auth === 'bearer' && route.area === 'content') {
    listed.push(ref('parameters', 'WorkspaceId'));
  }
  if (route.method !== 'GET') listed.push(ref('parameters', 'ClientId'));
  return listed;
}

function responsesOf(route: RouteEntry, schemas: SchemaCollector, owner: string) {
  const responses: Record<string, unknown> = {};
  const declared = (route.schema.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(declared)) {
    responses[status] = {
      description: Number(status) < 400 ? 'Success' : 'Error',
      content: { 'application/json': { schema: schemas.convert(schema, 'output', owner) } },
    };
  }
  if (!Object.keys(declared).some((status) => status.startsWith('2'))) {
    responses[route.websocket ? '101' : '2XX'] = {
      description: route.websocket ? 'Switching Protocols' : 'Success',
    };
  }
  const takesInput = Boolean(
    route.schema.params || route.schema.querystring || route.schema.body || route.form,
  );
  const errors: [string, string][] = [];
  if (takesInput) errors.push(['422', 'ValidationError']);
  if (route.schema.body) errors.push(['400', 'BadRequest']);
  if (route.auth === 'bearer' || route.auth === 'metrics-token') {
    errors.push(['401', 'Unauthorized']);
  }
  if (route.auth === 'bearer') errors.push(['403', 'Forbidden']);
  if (route.schema.params || route.auth === 'bearer') errors.push(['404', 'NotFound']);
  if (route.websocket) errors.push(['426', 'UpgradeRequired']);
  errors.push(['429', 'TooManyRequests'], ['503', 'ServiceUnavailable']);
  if (route.method !== 'GET') errors.push(['507', 'InsufficientStorage']);
  for (const [status, name] of errors) responses[status] ??= ref('responses', name);
  responses.default = ref('responses', 'Error');
  return responses;
}

function operationOf(route: RouteEntry, schemas: SchemaCollector, tag: string): Operation {
  const id = operationId(route);
  const { security, note } = securityOf(route);
  const operation: Operation = {
    operationId: id,
    tags: [tag],
    description: note,
    security,
    parameters: parametersOf(route, schemas, id),
    responses: responsesOf(route, schemas, id),
  };
  if (route.schema.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: schemas.convert(route.schema.body, 'input', id) } },
    };
  }
  if (route.form) {
    operation.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: formSchema(route.form) } },
    };
  }
  return operation;
}

/** A multipart/form-data body: its files as binary strings, its ids as integers. */
function formSchema(form: MultipartForm): JsonSchema {
  const fields = Object.entries(form);
  return {
    type: 'object',
    properties: Object.fromEntries(
      fields.map(([name, field]) => [
        name,
        field.kind === 'file'
          ? {
              type: 'string',
              format: 'binary',
              contentMediaType: 'application/octet-stream',
              description: field.description,
            }
          : { type: 'integer', minimum: 1, description: field.description },
      ]),
    ),
    required: fields.filter(([, field]) => field.required).map(([name]) => name),
  };
}

function errorComponents(schemas: SchemaCollector) {
  const body = (name: string, schema: unknown) => {
    schemas.components[name] = schemas.convert(schema, 'output', name);
    return ref('schemas', name);
  };
  const simple = body('SimpleError', simpleErrorBody);
  const validation = body('ValidationError', validationErrorBody);
  const structured = body('StructuredError', structuredErrorBody);
  const payment = body('PaymentError', paymentErrorBody);
  const response = (description: string, schema: unknown) => ({
    description,
    content: errorContent(schema),
  });
  return {
    ValidationError: response('A field is missing or invalid', validation),
    BadRequest: response('The body is not JSON, or a header is malformed', {
      oneOf: [simple, validation],
    }),
    Unauthorized: response('No valid token', simple),
    Forbidden: response('Not allowed: a right, a read-only or misplaced API token', simple),
    NotFound: response('No such item, or not one the caller may see', simple),
    UpgradeRequired: response('A plain request to a websocket address', simple),
    TooManyRequests: response('A rate limit was passed; see Retry-After', simple),
    ServiceUnavailable: response('The database is unavailable; retry after Retry-After', simple),
    InsufficientStorage: response("The server's disk is full: nothing was saved", simple),
    Error: response('Any other error', { oneOf: [simple, validation, structured, payment] }),
  };
}

/** The OpenAPI 3.1 description of every route the app answers. */
export function openApiDocument(routes: RouteEntry[], version: string): OpenApiDocument {
  const schemas = createSchemaCollector();
  const collections = collectionWords(routes);
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    const operation = operationOf(route, schemas, tagOf(route.url, collections));
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  const responses = errorComponents(schemas);
  const tags = [...new Set(routes.map((route) => tagOf(route.url, collections)))].sort();
  return {
    openapi: OPENAPI_VERSION,
    info: { title: 'Hangar API', version, description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      parameters: {
        WorkspaceId: {
          name: WORKSPACE_ID_HEADER,
          in: 'header',
          required: false,
          description: "The workspace the call is about: required on a workspace's content.",
          schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
        },
        ClientId: {
          name: CLIENT_ID_HEADER,
          in: 'header',
          required: false,
          description: 'The calling tab, echoed as the source of the live events the call causes.',
          schema: { type: 'string' },
        },
      },
      responses,
      schemas: schemas.components,
    },
  };
}
