import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { createQueryClient } from './query-client';

function retryPolicy() {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  const retry = queries?.retry;
  if (typeof retry !== 'function') throw new Error('queries should retry by a policy');
  return { retry: (failures: number, error: Error) => retry(failures, error), mutations };
}

describe('retries', () => {
  it('keep a query trying through a 503 or no response, with backoff, for about a minute', () => {
    const { retry } = retryPolicy();
    const unavailable = new ApiError(503, { detail: 'The service is temporarily unavailable' });
    const noResponse = ApiError.networkFailure(new TypeError('Failed to fetch'));
    expect([0, 1, 5].map((failures) => retry(failures, unavailable))).toEqual([true, true, true]);
    expect(retry(6, unavailable)).toBe(false);
    expect(retry(5, noResponse)).toBe(true);
    expect(retry(6, noResponse)).toBe(false);
  });

  it('try other server errors twice, never a 4xx answer, and never replay a mutation', () => {
    const { retry, mutations } = retryPolicy();
    const serverError = new ApiError(500, { detail: 'Internal Server Error' });
    expect(retry(1, serverError)).toBe(true);
    expect(retry(2, serverError)).toBe(false);
    expect(retry(0, new ApiError(404, { detail: 'Not Found' }))).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
