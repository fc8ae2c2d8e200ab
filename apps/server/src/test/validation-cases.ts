import { expect } from 'vitest';
import type { ApiResponse } from './harness';

/** A request, and where its validation list must point: `['body', 'name']`. */
export type ValidationCase = [
  method: string,
  path: string,
  body: unknown,
  loc: (string | number)[],
];

type Call = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<ApiResponse<{ detail: unknown }>>;

/** Sends each request and expects 422 with `msg` at its `loc`; every failing case is reported. */
export async function expectValidationIssue(
  call: Call,
  cases: ValidationCase[],
  msg: string,
): Promise<void> {
  for (const [method, path, body, loc] of cases) {
    const response = await call(method, path, body);
    const label = `${method} ${path} ${loc.join('.')}`;
    expect.soft(response.status, label).toBe(422);
    expect.soft(response.body.detail, label).toContainEqual({ loc, msg });
  }
}

/** The answer to a request refused for one reason, to match with `toMatchObject`: 422, `msg` at `loc`. */
export function oneValidationIssue(loc: (string | number)[], msg: string) {
  return { status: 422, body: { detail: [{ loc, msg }] } };
}
