import type { z } from 'zod';

/** Any zod 4 schema, as the route table holds them. */
export type Schema = z.core.$ZodType;
type Literal = string | number | boolean | null;

/** What a schema accepts as input, in the few words the sweeps need to fake or break it. */
export type Shape =
  | {
      kind: 'string';
      minLength: number;
      maxLength: number | null;
      patterns: RegExp[];
      format: string | null;
    }
  | { kind: 'number'; integer: boolean; min: number | null; max: number | null }
  | { kind: 'boolean' }
  | { kind: 'choice'; values: Literal[] }
  | { kind: 'null' }
  /** Anything goes (z.unknown, or the input of a bare transform). */
  | { kind: 'unknown' }
  | { kind: 'object'; fields: ObjectField[]; strict: boolean }
  | { kind: 'array'; element: Schema; minItems: number; maxItems: number | null }
  | { kind: 'record'; value: Schema }
  | { kind: 'union'; options: Schema[] }
  | { kind: 'intersection'; parts: Schema[] };

export interface ObjectField {
  key: string;
  schema: Schema;
}

export interface Described {
  shape: Shape;
  /** May be left out (optional, or with a default). */
  optional: boolean;
  nullable: boolean;
  /** The z.lazy schema this one came through: a recursive shape, such as rich text. */
  recursive: Schema | null;
}

/** The fields a check definition may carry (zod 4's `$ZodCheckDef` variants). */
interface CheckDef {
  check: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
}

interface Bounds {
  min: number | null;
  max: number | null;
  patterns: RegExp[];
  format: string | null;
  integer: boolean;
}

const INTEGER_FORMATS: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2_147_483_648, 2_147_483_647],
  uint32: [0, 4_294_967_295],
};

function foldChecks(schema: Schema): Bounds {
  const def = schema._zod.def as { checks?: Schema[]; format?: string; pattern?: RegExp };
  const bounds: Bounds = { min: null, max: null, patterns: [], format: null, integer: false };
  const raise = (value: number) => (bounds.min = Math.max(bounds.min ?? value, value));
  const lower = (value: number) => (bounds.max = Math.min(bounds.max ?? value, value));
  // A format schema (z.email(), z.iso.date()) is its own first check.
  const own: CheckDef[] = def.format ? [{ check: 'string_format', ...def }] : [];
  const checks = [
    ...own,
    ...(def.checks ?? []).map((check) => check._zod.def as unknown as CheckDef),
  ];
  for (const check of checks) {
    const value = typeof check.value === 'number' ? check.value : null;
    if (check.check === 'greater_than' && value !== null)
      raise(check.inclusive ? value : value + Number.EPSILON);
    if (check.check === 'less_than' && value !== null)
      lower(check.inclusive ? value : value - Number.EPSILON);
    if (check.check === 'min_length' && check.minimum !== undefined) raise(check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) lower(check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined) {
      raise(check.length);
      lower(check.length);
    }
    if (check.check === 'string_format') {
      bounds.format = check.format ?? null;
      if (check.pattern) bounds.patterns.push(check.pattern);
    }
    const range = check.check === 'number_format' && check.format && INTEGER_FORMATS[check.format];
    if (range) {
      bounds.integer = true;
      raise(range[0]);
      lower(range[1]);
    }
  }
  return bounds;
}

function isTransform(schema: Schema): boolean {
  const def = schema._zod.def;
  return (
    def.type === 'transform' ||
    (def.type === 'pipe' && isTransform((def as z.core.$ZodPipeDef).out))
  );
}

/**
 * What a schema takes as input, through its wrappers (optional, nullable, default, lazy, pipe).
 * A pipe is read on the side whose input the request sends: its `out` when that still takes
 * the raw value (a string piped into z.email()), else its `in`.
 */
export function describe(schema: Schema): Described {
  const described: Omit<Described, 'shape'> = { optional: false, nullable: false, recursive: null };
  let current = schema;
  for (;;) {
    const def = (current as z.core.$ZodTypes)._zod.def;
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'prefault':
        described.optional = true;
        current = def.innerType;
        continue;
      case 'nullable':
        described.nullable = true;
        current = def.innerType;
        continue;
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        current = def.innerType;
        continue;
      case 'lazy':
        described.recursive = current;
        current = def.getter();
        continue;
      case 'pipe':
        current = isTransform(def.out) || isTransform(def.in) ? def.in : def.out;
        continue;
      default:
        return { ...described, shape: shapeOf(current) };
    }
  }
}

function shapeOf(schema: Schema): Shape {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string': {
      const bounds = foldChecks(schema);
      const { patterns, format } = bounds;
      return {
        kind: 'string',
        minLength: bounds.min ?? 0,
        maxLength: bounds.max,
        patterns,
        format,
      };
    }
    case 'number': {
      const bounds = foldChecks(schema);
      return { kind: 'number', integer: bounds.integer, min: bounds.min, max: bounds.max };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'null':
      return { kind: 'null' };
    case 'literal':
      return { kind: 'choice', values: def.values.map((value) => value ?? null) as Literal[] };
    case 'enum':
      return { kind: 'choice', values: Object.values(def.entries) };
    case 'unknown':
    case 'any':
    case 'transform':
      return { kind: 'unknown' };
    case 'object': {
      const fields = Object.entries(def.shape).map(([key, field]) => ({ key, schema: field }));
      return { kind: 'object', fields, strict: def.catchall?._zod.def.type === 'never' };
    }
    case 'array': {
      const bounds = foldChecks(schema);
      return {
        kind: 'array',
        element: def.element,
        minItems: bounds.min ?? 0,
        maxItems: bounds.max,
      };
    }
    case 'record':
      return { kind: 'record', value: def.valueType };
    case 'union':
      return { kind: 'union', options: [...def.options] };
    case 'intersection':
      return { kind: 'intersection', parts: [def.left, def.right] };
    default:
      throw new Error(`the sweeps cannot fake a zod '${def.type}' schema yet`);
  }
}

/** The fields of an object schema, through unions and intersections (first option of a union). */
export function objectFields(schema: Schema): ObjectField[] {
  const { shape } = describe(schema);
  if (shape.kind === 'object') return shape.fields;
  if (shape.kind === 'intersection') return shape.parts.flatMap(objectFields);
  if (shape.kind === 'union' && shape.options[0]) return objectFields(shape.options[0]);
  return [];
}
