import fc from 'fast-check';
import { describe, type Schema } from './zod-shapes';

/** One way to break a value, and the values that break it so (fast-check draws one). */
export interface Malformation {
  kind: string;
  values: fc.Arbitrary<unknown>;
}

/** A string with a NUL character somewhere in it (PostgreSQL cannot store one). */
const withNul = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** Other characters a form never sends: controls, a lone surrogate, a byte-order mark. */
const oddCharacters = fc
  .array(fc.constantFrom('\u0001', '\u0008', '\u001b', '\u007f', '\ud800', '\ufeff', '\u202e'), {
    minLength: 1,
    maxLength: 8,
  })
  .map((characters) => `a${characters.join('b')}z`);

const veryLong = fc
  .tuple(fc.integer({ min: 20_001, max: 120_000 }), fc.constantFrom('x', 'é', '文', '😀'))
  .map(([length, character]) => character.repeat(length));

const badNumbers = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, 2 ** 53 + 2, 1e308, -1e308, 4_294_967_296),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.constant(0),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noInteger: true }),
);

const otherTypes = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.string({ maxLength: 30 }),
  fc.constant({}),
  fc.constant([]),
);

/**
 * JSON text too deep for JSON.stringify (which recurses): `open` repeated `depth` times, then
 * `inner`, then `close` as many times. `jsonText` writes it as it is.
 */
class DeepJson {
  constructor(
    readonly open: string,
    readonly inner: string,
    readonly close: string,
    readonly depth: number,
  ) {}

  text(): string {
    return `${this.open.repeat(this.depth)}${this.inner}${this.close.repeat(this.depth)}`;
  }
}

/** JSON text of a value that may hold `DeepJson` parts. */
export function jsonText(value: unknown): string {
  if (value instanceof DeepJson) return value.text();
  if (Array.isArray(value)) return `[${value.map((item) => jsonText(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${jsonText(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A JSON value nested `depth` levels: arrays in arrays, or objects in objects. */
function nested(depth: number, as: 'array' | 'object'): DeepJson {
  return as === 'array'
    ? new DeepJson('[', '1', ']', depth)
    : new DeepJson('{"a":', '1', '}', depth);
}

const deepNesting = fc
  .tuple(
    fc.integer({ min: 1_000, max: 3_000 }),
    fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
  )
  .map(([depth, as]) => nested(depth, as));

/** Keys no schema has, including the ones that poison prototypes. */
const unknownKeys = fc.constantFrom<Record<string, unknown>>(
  { sweep_unknown: 'x' },
  { ['__proto__']: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  { ['\u0000']: 'nul key' },
);

/**
 * For a recursive schema (rich text: nodes holding nodes), the same shape nested `depth` deep
 * through the field that holds children: what overflows a recursive validator's stack.
 */
function deepRecursion(schema: Schema, base: unknown, depth: number): unknown {
  const { recursive, shape } = describe(schema);
  if (!recursive || shape.kind !== 'object' || typeof base !== 'object' || base === null)
    return null;
  const children = shape.fields.find((field) => {
    const inner = describe(field.schema).shape;
    return inner.kind === 'array' && describe(inner.element).recursive === recursive;
  });
  if (!children) return null;
  const others = Object.entries(base).filter(([key]) => key !== children.key);
  const open = jsonText({ ...Object.fromEntries(others), [children.key]: [] }).replace(/\]\}$/, '');
  return new DeepJson(open, jsonText(base), ']}', depth);
}

/** The ways to break a value of this schema, by what it is. */
export function malformationsOf(schema: Schema, base: unknown): Malformation[] {
  const { shape, nullable } = describe(schema);
  const common: Malformation[] = [
    { kind: 'wrong type', values: otherTypes },
    { kind: 'array instead', values: fc.constant([base]) },
    { kind: 'deep nesting', values: deepNesting },
    ...(nullable ? [] : [{ kind: 'null', values: fc.constant(null) }]),
  ];
  switch (shape.kind) {
    case 'string':
    case 'choice':
      return [
        ...common,
        { kind: 'NUL', values: withNul },
        { kind: 'odd characters', values: oddCharacters },
        { kind: 'very long', values: veryLong },
        { kind: 'number', values: badNumbers },
      ];
    case 'number':
      return [
        ...common,
        { kind: 'above int4', values: fc.constantFrom(2_147_483_648, 4_294_967_296) },
        { kind: 'out of range', values: badNumbers },
        { kind: 'numeric string', values: fc.constantFrom('1', '2147483648', '1e3', '') },
      ];
    case 'object':
    case 'intersection':
    case 'union':
    case 'record': {
      const object = typeof base === 'object' && base !== null ? base : {};
      const recursion = fc
        .integer({ min: 1_000, max: 3_000 })
        .map((depth) => deepRecursion(schema, base, depth));
      return [
        ...common,
        { kind: 'unknown keys', values: unknownKeys.map((extra) => ({ ...object, ...extra })) },
        { kind: 'empty object', values: fc.constant({}) },
        ...(describe(schema).recursive ? [{ kind: 'deep recursion', values: recursion }] : []),
      ];
    }
    case 'array':
      return [
        ...common,
        { kind: 'object instead', values: fc.constant({ 0: base }) },
        {
          kind: 'too many',
          values: fc.constant(
            Array.from({ length: (shape.maxItems ?? 10_000) + 1 }, () =>
              Array.isArray(base) ? base[0] : null,
            ),
          ),
        },
      ];
    default:
      return common;
  }
}
