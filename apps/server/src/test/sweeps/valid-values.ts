import fc from 'fast-check';
import { describe, type Schema, type Shape } from './zod-shapes';

/** A value for a field by its name, when its schema alone cannot tell (an id, a password). */
export type FieldHints = (key: string, path: readonly (string | number)[]) => unknown;

/** Values of string formats the sweeps know. */
const FORMAT_SAMPLES: Record<string, string> = {
  email: 'sweep@example.com',
  url: 'https://example.com/sweep',
  date: '2030-01-15',
  datetime: '2030-01-15T10:00:00Z',
  uuid: '5b0e1bd1-7a44-4c1e-9a3b-2a4d1f0c9e11',
};

function sampleString(shape: Extract<Shape, { kind: 'string' }>, seed: number): string {
  const known = shape.format ? FORMAT_SAMPLES[shape.format] : undefined;
  if (known) return known;
  const pattern = shape.patterns[0];
  if (pattern) {
    // fast-check matches case-sensitively: a value of the lowercase reading matches /.../i too.
    const sensitive = new RegExp(pattern.source, pattern.flags.replace('i', ''));
    const arbitrary = fc.stringMatching(sensitive, { maxLength: shape.maxLength ?? undefined });
    const [value] = fc.sample(arbitrary, { seed, numRuns: 1 });
    if (value !== undefined) return value;
  }
  const text = 'Sweep value'.padEnd(shape.minLength, '.');
  return shape.maxLength === null ? text : text.slice(0, shape.maxLength);
}

function sampleNumber(shape: Extract<Shape, { kind: 'number' }>): number {
  const low = shape.min === null ? 1 : Math.ceil(shape.min);
  const value = Math.max(low, 1);
  return shape.max === null ? value : Math.min(value, Math.floor(shape.max));
}

/**
 * A value the schema accepts, derived from the schema: what a well-behaved client would send,
 * so that breaking one field of it reaches that field's checks and, past them, the services.
 * `hints` name the values the schema cannot (ids of the fixture, passwords).
 */
export function validSample(
  schema: Schema,
  hints: FieldHints,
  path: readonly (string | number)[] = [],
  seed = 1,
): unknown {
  const key = [...path].reverse().find((part) => typeof part === 'string') ?? '';
  const hinted = hints(key, path);
  if (hinted !== undefined) return hinted;
  const { shape, recursive } = describe(schema);
  // A recursive schema (rich text) is sampled one level deep.
  const nestedTooDeep = recursive !== null && path.length > 6;
  switch (shape.kind) {
    case 'string':
      return sampleString(shape, seed + path.join('.').length * 7919);
    case 'number':
      return sampleNumber(shape);
    case 'boolean':
      return true;
    case 'choice':
      return shape.values[0];
    case 'null':
      return null;
    case 'unknown':
      return 'sweep';
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const field of shape.fields) {
        if (nestedTooDeep && describe(field.schema).optional) continue;
        value[field.key] = validSample(field.schema, hints, [...path, field.key], seed);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(shape.minItems, nestedTooDeep ? 0 : 1) }, (_, index) =>
        validSample(shape.element, hints, [...path, index], seed),
      );
    case 'record':
      return {};
    case 'union':
      return shape.options[0] ? validSample(shape.options[0], hints, path, seed) : null;
    case 'intersection':
      return Object.assign(
        {},
        ...shape.parts.map((part) => validSample(part, hints, path, seed) as object),
      );
  }
}
