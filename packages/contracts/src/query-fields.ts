import { MAX_DATABASE_INTEGER } from '@hangar/domain';
import { z } from 'zod';
import { numericId } from './http';

/**
 * The fields of query strings. A query parameter arrives as text (as a list of texts when it is
 * repeated, which each of these refuses): each bounds it so that no value reaches the database
 * that it would refuse (PostgreSQL's `integer`, its dates). An id of a query is `numericId`
 * (http.ts), a text `textField().max(n)` (fields.ts), a choice a `z.enum`.
 */

/** The first and last moments a date of a query may name (UTC): years 1970 to 9999. */
export const QUERY_FIRST_INSTANT = '1970-01-01T00:00:00.000Z';
export const QUERY_LAST_INSTANT = '9999-12-31T23:59:59.999Z';
export const QUERY_DATE_OUT_OF_RANGE = 'Choose a date between 1970 and 9999';

/**
 * A whole number from `min` to `max` (at most PostgreSQL's integer). Coerced from its text, so
 * that the API reference shows an integer and its range.
 */
export function queryInteger(min: number, max: number) {
  if (max > MAX_DATABASE_INTEGER) throw new Error(`${max} is beyond PostgreSQL's integer`);
  const message = `Expected a whole number from ${min} to ${max}`;
  return z.coerce
    .number<string>({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message);
}

/** How many items a page holds: 1 to `max`. */
export function pageLimit(max: number) {
  return queryInteger(1, max);
}

/**
 * The fields of a list paged by an item's id: `limit`, 1 to `max` items (every one without it),
 * and the `cursor` id the page starts `after` or `before`.
 */
export function cursorPageFields<const Cursor extends 'after' | 'before'>(
  max: number,
  cursor: Cursor,
) {
  const cursorField = { [cursor]: numericId.optional() } as Record<
    Cursor,
    z.ZodOptional<typeof numericId>
  >;
  return { limit: pageLimit(max).optional(), ...cursorField };
}

/** How many items a page skips: 0 to `max`. */
export function pageOffset(max: number) {
  return queryInteger(0, max);
}

/**
 * A moment, in ISO 8601 with its offset (`2030-01-15T10:00:00Z`, `...+02:00`), from
 * QUERY_FIRST_INSTANT to QUERY_LAST_INSTANT once in UTC: what both PostgreSQL and JavaScript's
 * `Date` take, and written back the same way (year 0, or 9999 pushed to 10000 by its offset, is
 * not).
 */
export const queryDateTime = z.iso
  .datetime({ offset: true, abort: true, error: 'Expected a date and time (ISO 8601)' })
  .refine((value) => {
    const time = Date.parse(value);
    return time >= Date.parse(QUERY_FIRST_INSTANT) && time <= Date.parse(QUERY_LAST_INSTANT);
  }, QUERY_DATE_OUT_OF_RANGE);
