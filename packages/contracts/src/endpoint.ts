import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A refusal an endpoint answers by design, beyond the ones every route may give (422, 404, 503
 * while the database is away...): its body is `{ detail }` and the API reference lists it.
 */
export type RefusalStatus = 401 | 413 | 415 | 429 | 503;

/**
 * One call of the API, described once: the server registers its route from it, the web calls
 * it through it, and the OpenAPI document and the sweeps read it (docs/api.md "Endpoints").
 */
export interface Endpoint {
  method: HttpMethod;
  /** Under the API prefix, with `:name` parameters (`/groups/:id`). */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status, 200 unless said (202: accepted, the work goes on after the answer). */
  status?: 200 | 201 | 202;
  /** The JSON answer's schema; none when the answer is a file or a stream (SSE). */
  response?: z.ZodType;
  /** What the caller needs, for the reader (an item's ability, e.g. `group.update`, or a role). */
  needs?: string;
  /** The refusals this endpoint answers by design (a wrong password's 401, a large file's 413). */
  refusals?: readonly RefusalStatus[];
  /**
   * Its answers hold secrets (tokens, codes, sessions) or must be fresh: no cache keeps them
   * (`cache-control: no-store`, refusals included).
   */
  noStore?: true;
}

/** Keeps an endpoint's literal types (its method, path, schemas) for both sides to infer from. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` parameters. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: number | string };

/** The endpoint's path with its parameters filled in (encoded). */
export function endpointPath<E extends Endpoint>(target: E, params: PathParams<E['path']>): string {
  const values: Record<string, number | string> = params;
  return target.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${target.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query as the caller writes it: a field the server reads as plain text takes a number too. */
type QueryInput<Query> = {
  [Key in keyof Query]: string extends NonNullable<Query[Key]>
    ? Query[Key] | number | boolean
    : Query[Key];
};

/** What a caller sends: the path's parameters, the query and the body the endpoint takes. */
export type EndpointRequest<E extends Endpoint> = ([ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (E['query'] extends z.ZodType
    ? { query: QueryInput<z.input<E['query']>> }
    : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** An endpoint that answers JSON, which the web's typed client can call. */
export type JsonEndpoint = Endpoint & { response: z.ZodType };

/** What the endpoint answers on success. */
export type EndpointAnswer<E extends JsonEndpoint> = z.output<E['response']>;
