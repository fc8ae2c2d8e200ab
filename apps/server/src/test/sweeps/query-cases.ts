import fc from 'fast-check';
import { z } from 'zod';
import {
  badQueryValues,
  drawn,
  QUERY_KEYS_READ_WITHOUT_SCHEMA,
  type BadQueryValue,
} from './raw-inputs';
import { describe, objectFields, type Schema } from './zod-shapes';

/** One malformed query string of a route. */
export interface QueryCase {
  label: string;
  /** The whole query string, encoded. */
  query: string;
  /** The route's contract refuses it: the answer must be a 422 that names the query. */
  refused: boolean;
}

/** A key no query schema has: a route must ignore it or refuse it, never fail on it. */
const UNKNOWN_KEY = 'sweep_unknown';

export function encodeQuery(query: Record<string, string>): string {
  return new URLSearchParams(query).toString();
}

function without(query: Record<string, string>, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([name]) => name !== key));
}

/**
 * The valid query reduced to the fields its schema requires. Every bad value is also sent
 * beside these alone: an optional field of the valid query can keep another from the database
 * (a `kind` that has no author leaves `author_id` out of the SQL).
 */
function requiredOnly(schema: Schema, query: Record<string, string>): Record<string, string> {
  const required = objectFields(schema)
    .filter((field) => !describe(field.schema).optional)
    .map((field) => field.key);
  return Object.fromEntries(Object.entries(query).filter(([key]) => required.includes(key)));
}

/** Whether the contract refuses the query with `key` read as the server's parser reads it. */
function refuses(
  schema: Schema | null,
  others: Record<string, string>,
  key: string,
  read: BadQueryValue['read'],
): boolean {
  if (!schema || read === undefined) return false;
  const query: Record<string, unknown> = { ...others };
  if (read !== null) query[key] = read;
  return !z.safeParse(schema, query).success;
}

/**
 * The malformed query strings of a route: every bad value of every key of its query schema (or
 * of the keys it reads without one), beside the rest of the valid query and beside its required
 * fields alone, and a few on a key no schema has; values drawn by fast-check from `seed`.
 */
export function queryCases(
  url: string,
  schema: Schema | null,
  valid: Record<string, string>,
  seed: number,
): QueryCase[] {
  let draws = seed;
  const keys = schema
    ? objectFields(schema).map((field) => field.key)
    : [...(QUERY_KEYS_READ_WITHOUT_SCHEMA[url] ?? [])];
  const alone = schema ? requiredOnly(schema, valid) : valid;
  const bases = encodeQuery(alone) === encodeQuery(valid) ? [valid] : [valid, alone];
  const cases: QueryCase[] = [];
  for (const key of [...keys, UNKNOWN_KEY]) {
    const values =
      key === UNKNOWN_KEY
        ? drawn(fc.shuffledSubarray(badQueryValues(draws), { minLength: 3, maxLength: 3 }), draws)
        : badQueryValues(draws);
    draws += 1;
    for (const [index, base] of bases.entries()) {
      const others = without(base, key);
      for (const value of values) {
        cases.push({
          label: `querystring.${key}: ${value.kind}${index > 0 ? ' (required fields only)' : ''}`,
          query: [encodeQuery(others), value.encode(key)].filter(Boolean).join('&'),
          refused: refuses(schema, others, key, value.read),
        });
      }
    }
  }
  return cases;
}
