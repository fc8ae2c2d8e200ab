import { expect } from 'vitest';
import type { ApiResponse } from './harness';

/** A call to the API: method, path and body. */
export type ApiCall = [method: string, path: string, body?: unknown];

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

/**
 * Makes every call in turn and expects each to answer 404 (with `detail` when given), naming the
 * one that did not.
 */
export async function expectEachNotFound(
  call: Call,
  calls: ApiCall[],
  detail?: string,
): Promise<void> {
  for (const [method, path, body] of calls) {
    const response = await call(method, path, body);
    if (detail === undefined) expect(response.status, `${method} ${path}`).toBe(404);
    else expect(response, `${method} ${path}`).toMatchObject({ status: 404, body: { detail } });
  }
}

/** The calls on an item itself (a group or a project, `base` its path): read, rename, archive, restore, delete. */
export function itemCalls(base: string): ApiCall[] {
  return [
    ['GET', base],
    ['PUT', base, { name: 'Stolen' }],
    ['PUT', `${base}/archive`],
    ['PUT', `${base}/restore`],
    ['DELETE', base],
  ];
}

/** The calls on one person of an item's team: change their right, remove them. */
export function teamMemberCalls(base: string, userId: number): ApiCall[] {
  return [
    ['PUT', `${base}/team/${userId}`, { right: 'VIEW' }],
    ['DELETE', `${base}/team/${userId}`],
  ];
}
