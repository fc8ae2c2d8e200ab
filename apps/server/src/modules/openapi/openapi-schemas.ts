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

/** `value` with every `#/$defs/<name>` reference renamed through `rename`. */
function rewriteRefs(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(DEFS_PREFIX)) {
        return [key, COMPONENTS_PREFIX + rename(inner.slice(DEFS_PREFIX.length))];
      }
      return [key, rewriteRefs(inner, rename)];
    }),
  );
}

export function createSchemaCollector(): SchemaCollector {
  const components: Record<string, JsonSchema> = {};
  return {
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
      }) as JsonSchema;
      const { $schema: _dialect, $defs: defs = {}, ...body } = converted;
      // Named definitions (a contract's `.meta({ id })`) are shared; anonymous ones are the owner's.
      const rename = (name: string) => (name.startsWith('__') ? `${owner}${name}` : name);
      for (const [name, definition] of Object.entries(defs as Record<string, JsonSchema>)) {
        components[rename(name)] = rewriteRefs(definition, rename) as JsonSchema;
      }
      return rewriteRefs(body, rename) as JsonSchema;
    },
  };
}
