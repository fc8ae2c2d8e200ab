import { describe, expect, it } from 'vitest';
import { BUSY_CPU_MS, collectsAt, quietChecksAfter } from './idle-memory';

/** The checks at which the server collects, for the CPU time each check saw. */
function collectionsFor(cpuMsPerCheck: number[]): number[] {
  let quietChecks = 0;
  const collections: number[] = [];
  cpuMsPerCheck.forEach((cpuMs, check) => {
    quietChecks = quietChecksAfter(quietChecks, cpuMs);
    if (collectsAt(quietChecks)) collections.push(check);
  });
  return collections;
}

describe('releasing memory when idle', () => {
  it('collects twice, one check apart, once a burst of work has ended, then leaves an idle server alone', () => {
    const busy = BUSY_CPU_MS * 10;
    expect(collectionsFor([busy, busy, 3, 2, 1, 0, 0, 0])).toEqual([2, 3]);
  });

  it('never collects while the server works', () => {
    expect(collectionsFor([BUSY_CPU_MS, BUSY_CPU_MS * 4, BUSY_CPU_MS, BUSY_CPU_MS])).toEqual([]);
  });

  it('starts again after each new burst of work', () => {
    const busy = BUSY_CPU_MS * 2;
    expect(collectionsFor([busy, 0, 0, 0, busy, busy, 0, busy, 0, 0])).toEqual([1, 2, 6, 8, 9]);
  });
});
