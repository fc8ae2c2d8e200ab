import type { RouteEntry } from '../../http/route-table';
import { jsonText, malformationsOf } from './malformed-values';
import { queryCases, encodeQuery } from './query-cases';
import { badHeaders, badPathValues, drawn, rawBodies } from './raw-inputs';
import type { SweepRequest } from './send-request';
import { validSample, type FieldHints } from './valid-values';
import { describe, objectFields, type Schema } from './zod-shapes';

type Path = (string | number)[];

/** What a valid call of a route looks like: the base every malformed request departs from. */
export interface ValidCall {
  params: Record<string, string>;
  /** Query fields, already as strings. */
  query: Record<string, string>;
  /** The JSON body, or undefined for a route without one. */
  body: unknown;
  headers: Record<string, string>;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Bad headers every route gets, in turn from the list (besides those aimed at it). */
const HEADER_KINDS_PER_ROUTE = 4;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The route's zod schema for one part of the request, if it declares one. */
export function schemaOf(
  route: RouteEntry,
  part: 'params' | 'querystring' | 'body',
): Schema | null {
  const schema = route.schema[part];
  return isSchema(schema) ? schema : null;
}

/** A valid call of the route, from its schemas and the fixture. */
export function validCall(
  route: RouteEntry,
  params: Record<string, string>,
  hints: FieldHints,
  headers: Record<string, string>,
): ValidCall {
  const querySchema = schemaOf(route, 'querystring');
  const bodySchema = schemaOf(route, 'body');
  const rawQuery = querySchema ? validSample(querySchema, hints) : {};
  const query = Object.fromEntries(
    Object.entries(rawQuery as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
  );
  const body = bodySchema ? validSample(bodySchema, hints) : undefined;
  return { params, query, body, headers };
}

function pathOf(route: RouteEntry, params: Record<string, string>, query: string): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  return query ? `${path}?${query}` : path;
}

/** Every field of a schema, with its path, down to `maxDepth` (rich text recurses forever). */
function fieldsOf(schema: Schema, path: Path = [], maxDepth = 4): { path: Path; schema: Schema }[] {
  if (path.length >= maxDepth) return [];
  const { shape } = describe(schema);
  const below =
    shape.kind === 'array'
      ? fieldsOf(shape.element, [...path, 0], maxDepth)
      : objectFields(schema).flatMap((field) =>
          fieldsOf(field.schema, [...path, field.key], maxDepth),
        );
  return [{ path, schema }, ...below];
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, key) => (current as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

/** A copy of `base` with the value at `path` replaced (containers made on the way). */
function replacedAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  const container = (
    Array.isArray(base) ? [...(base as unknown[])] : { ...(typeof base === 'object' ? base : {}) }
  ) as Record<string | number, unknown>;
  container[key] = replacedAt(container[key], rest, value);
  return container;
}

const describePath = (part: string, path: Path) =>
  [part, ...path].map((key) => (typeof key === 'number' ? `[${key}]` : key)).join('.');

/**
 * The malformed requests of one route (its `index` in the route table), derived from its
 * schemas: bad path parameters, bad query fields, each body field broken every way its type can be (values drawn by fast-check
 * from `seed`), bodies that are not JSON or not what the content type says, bad headers.
 */
export function malformedRequests(
  route: RouteEntry & { index: number },
  valid: ValidCall,
  seed: number,
): SweepRequest[] {
  const requests: SweepRequest[] = [];
  let draws = seed;
  const json = { ...valid.headers, 'content-type': 'application/json' };
  const withBody = METHODS_WITH_BODY.has(route.method);
  const request = (
    label: string,
    changes: Partial<Omit<SweepRequest, 'label'>> & {
      params?: Record<string, string>;
      query?: string;
    },
  ) => {
    const { params, query, ...rest } = changes;
    requests.push({
      label,
      method: route.method,
      path: pathOf(route, params ?? valid.params, query ?? encodeQuery(valid.query)),
      headers: valid.body === undefined ? valid.headers : json,
      body: valid.body === undefined ? undefined : jsonText(valid.body),
      ...rest,
    });
  };

  for (const name of Object.keys(valid.params)) {
    for (const { kind, value } of badPathValues(draws++)) {
      request(`params.${name}: ${kind}`, { params: { ...valid.params, [name]: value } });
    }
  }
  const querySchema = schemaOf(route, 'querystring');
  const querySeed = draws++;
  const sendQueries = () => {
    const cases = queryCases(route.url, querySchema, valid.query, querySeed);
    for (const { label, query, refused } of cases) {
      request(label, { query, ...(refused ? { refusedPart: 'querystring' } : {}) });
    }
  };
  // A route without a query schema ignores a stray key, and may act then: its cases come last.
  if (querySchema) sendQueries();
  const bodySchema = schemaOf(route, 'body');
  if (bodySchema && withBody) {
    for (const field of fieldsOf(bodySchema)) {
      for (const { kind, values } of malformationsOf(
        field.schema,
        valueAt(valid.body, field.path),
      )) {
        const broken = replacedAt(valid.body, field.path, drawn(values, draws++));
        request(`${describePath('body', field.path)}: ${kind}`, { body: jsonText(broken) });
      }
    }
  }
  if (withBody) {
    // A route that takes no body may ignore one it can read; it must refuse one it cannot parse.
    const raws = rawBodies(valid.body).filter((raw) => bodySchema || !raw.readable);
    for (const raw of raws) {
      request(`body: ${raw.kind}`, {
        headers: {
          ...valid.headers,
          ...(raw.contentType ? { 'content-type': raw.contentType } : {}),
        },
        body: raw.body,
      });
    }
  }
  for (const { kind, headers } of badHeaders(route, draws++, HEADER_KINDS_PER_ROUTE)) {
    request(`headers: ${kind}`, {
      headers: { ...(valid.body === undefined ? valid.headers : json), ...headers },
    });
  }
  if (!querySchema) sendQueries();
  // A websocket route answers plain requests too: each request goes both ways.
  if (!route.websocket) return requests;
  return requests.flatMap((plain) => [
    plain,
    { ...plain, label: `${plain.label} (upgrade)`, upgrade: true },
  ]);
}
