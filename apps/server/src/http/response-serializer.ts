import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/** A response schema as a route declares it: a zod schema, or `{ properties: zodSchema }`. */
type ResponseSchema = z.ZodType | { properties: z.ZodType };

function zodSchemaOf(schema: ResponseSchema): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  return schema.properties instanceof z.ZodType ? schema.properties : null;
}

export type CompiledSerializer =
  { compiled: true; stringify: Stringify } | { compiled: false; reason: string };

/**
 * The JSON Schema as fast-json-stringify should read it. A `const` becomes a one-value `enum`: a
 * `const` is written as it is, whatever the answer holds; an `enum` writes the answer's value.
 * `additionalProperties: false` goes: undeclared keys are never written anyway, but a union
 * picks its branch by validating the answer, and a key the service added (which zod would strip)
 * would then match no branch and fail the call.
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema).flatMap(([key, value]) => {
    if (key === 'const') return [['enum', [value]]];
    if (key === 'additionalProperties' && value === false) return [];
    return [[key, forSerializer(value)]];
  });
  return Object.fromEntries(entries);
}

const compiledBySchema = new WeakMap<z.ZodType, CompiledSerializer>();

/**
 * A serializer generated once from the schema's JSON Schema (fast-json-stringify): it writes only
 * the declared properties (an unknown key never reaches the client) and refuses a missing one,
 * without checking the answer object by object. It writes the required properties first, then
 * the optional ones, each group in the schema's order. A schema JSON Schema cannot express (transforms,
 * dates, custom checks) is not compiled, and says why.
 */
export function compileResponseSerializer(schema: z.ZodType): CompiledSerializer {
  const known = compiledBySchema.get(schema);
  if (known) return known;
  let result: CompiledSerializer;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    const stringify = fastJsonStringify(forSerializer(jsonSchema) as object);
    result = { compiled: true, stringify };
  } catch (error) {
    result = { compiled: false, reason: error instanceof Error ? error.message : String(error) };
  }
  compiledBySchema.set(schema, result);
  return result;
}

export interface ResponseSerializerOptions {
  /** Also check every answer against its zod schema first (tests and development). */
  check: boolean;
  /** Compile a route's serializer at its first answer instead of at start-up (production). */
  lazy: boolean;
  /** Told of each route whose schema keeps the zod serializer. */
  onFallback?: (route: string, reason: string) => void;
}

/**
 * Fastify's serializer compiler for the zod response schemas: the compiled serializer where the
 * schema converts, the zod one (check, then JSON.stringify) where it does not (docs/decisions.md).
 */
export function responseSerializerCompiler(
  options: ResponseSerializerOptions,
): FastifySerializerCompiler<ResponseSchema> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    if (!schema) return serializerCompiler(route);
    const choose = (): Stringify => {
      const compiled = compileResponseSerializer(schema);
      if (!compiled.compiled) {
        options.onFallback?.(`${route.method} ${route.url} ${route.httpStatus}`, compiled.reason);
        return serializerCompiler(route);
      }
      if (!options.check) return compiled.stringify;
      return (data) => {
        const checked = z.safeEncode(schema, data);
        if (checked.error) {
          throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
        }
        return compiled.stringify(data);
      };
    };
    if (!options.lazy) return choose();
    let chosen: Stringify | null = null;
    return (data) => (chosen ??= choose())(data);
  };
}
