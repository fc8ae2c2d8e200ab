import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';

/**
 * Turns zod contracts into the JSON Schemas (2020-12, as OpenAPI 3.1 takes them) of one
 * document: what a schema defines for itself (the recursive rich-text node) moves to
 * `components.schemas` and every `$ref` is rewritten to point there.
 */
export interface SchemaCollector {
  /** `io: 'input'` for what a caller sends (defaults and transforms not applied yet). */
  convert(schema: unknown, io: 'input' | 'output', owner: string): JsonSchema;
  components: Record<string, JsonSchema>;
}

function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** The name `#` stands for: a schema that refers to itself as a whole (the rich-text node). */
const ROOT = '';

/** `value` with every `#/$defs/<name>` (and `#`) reference renamed through `rename`. */
function rewriteRefs(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === '$ref' && inner === '#') return [key, COMPONENTS_PREFIX + rename(ROOT)];
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(DEFS_PREFIX)) {
        return [key, COMPONENTS_PREFIX + rename(inner.slice(DEFS_PREFIX.length))];
      }
      return [key, rewriteRefs(inner, rename)];
    }),
  );
}

const refersToRoot = (value: unknown) => JSON.stringify(value).includes('"$ref":"#"');

/** A check in code that feeds a schema (`z.custom(...).pipe(schema)`): the schema is what it takes. */
interface ZodNode {
  _zod: { def: { type: string; in?: ZodNode; out?: ZodNode } };
}

function customPipeOutput(schema: ZodNode): ZodNode | null {
  const { type, in: input, out } = schema._zod.def;
  return type === 'pipe' && input?._zod.def.type === 'custom' ? (out ?? null) : null;
}

export function createSchemaCollector(): SchemaCollector {
  const components: Record<string, JsonSchema> = {};
  let nested = 0;
  const collector: SchemaCollector = {
    components,
    convert(schema, io, owner) {
      // A route that declares a plain JSON Schema instead of a contract keeps it as it is.
      if (!isZodSchema(schema)) return (schema ?? {}) as JsonSchema;
      const converted = z.toJSONSchema(schema, {
        target: 'draft-2020-12',
        io,
        unrepresentable: 'any',
        cycles: 'ref',
        reused: 'inline',
        // A rich-text document is checked in code (its depth) before its recursive schema: the
        // reference shows that schema, not an empty "anything" for the check.
        override: (context) => {
          const shape = customPipeOutput(context.zodSchema);
          if (!shape) return;
          nested += 1;
          const described = collector.convert(shape, 'output', `${owner}_${nested}`);
          for (const key of Object.keys(context.jsonSchema)) delete context.jsonSchema[key];
          Object.assign(context.jsonSchema, described);
        },
      }) as JsonSchema;
      const { $schema: _dialect, $defs: defs = {}, ...body } = converted;
      // Named definitions (a contract's `.meta({ id })`) are shared; anonymous ones are the owner's.
      const rename = (name: string) =>
        name === ROOT ? owner : name.startsWith('__') ? `${owner}${name}` : name;
      for (const [name, definition] of Object.entries(defs as Record<string, JsonSchema>)) {
        components[rename(name)] = rewriteRefs(definition, rename) as JsonSchema;
      }
      const rewritten = rewriteRefs(body, rename) as JsonSchema;
      if (!refersToRoot(body)) return rewritten;
      components[owner] = rewritten;
      return { $ref: COMPONENTS_PREFIX + owner };
    },
  };
  return collector;
}
