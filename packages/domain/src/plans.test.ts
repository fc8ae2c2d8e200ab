import { describe, expect, it } from 'vitest';
import { canAddMore, FREE_PLAN_LIMITS } from './plans';

describe('free plan limits', () => {
  it('stop at 3 groups, 50 docs and 100 logs, and only on the free plan', () => {
    expect(FREE_PLAN_LIMITS).toEqual({ groups: 3, docs: 50, logs: 100 });
    expect(canAddMore('FREE', 'groups', 2)).toBe(true);
    expect(canAddMore('FREE', 'groups', 3)).toBe(false);
    expect(canAddMore('FREE', 'docs', 49)).toBe(true);
    expect(canAddMore('FREE', 'docs', 50)).toBe(false);
    expect(canAddMore('FREE', 'logs', 100)).toBe(false);
    expect(canAddMore('PREMIUM', 'groups', 1000)).toBe(true);
  });
});
