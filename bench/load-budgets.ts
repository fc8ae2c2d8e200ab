// The budgets of issue 18 that bench/load.ts prints beside its figures.
import type { LoadResult } from './load-workload';

/** The budgets of issue 18 (2-core machine, load average under 1.5), by database. */
export const BUDGETS = {
  embedded: {
    seedDocsPerSecond: 100,
    read: { perSecond: 1000, p95: 15 },
    mixedP99: 150,
    rss: { idle: 200, after: 300 },
    restartSeconds: 1.2,
  },
  postgres: {
    seedDocsPerSecond: 150,
    read: { perSecond: 1500, p95: 10 },
    mixedP99: 100,
    rss: { idle: 150, after: 250 },
    restartSeconds: 1,
  },
  /** The whole tree of 1,110 docs at 10 connections, on both. */
  tree: { perSecond: 500, p95: 15 },
} as const;
export type Budgets = (typeof BUDGETS)['embedded' | 'postgres'];

/** What a row is held to, and whether its figure is over it. */
export interface Verdict {
  budget: string;
  over: boolean;
}

export const NO_BUDGET: Verdict = { budget: 'no budget', over: false };

export const atLeast = (value: number, floor: number, unit: string): Verdict => ({
  budget: `>= ${floor.toLocaleString('en-US')} ${unit}`,
  over: value < floor,
});

export const below = (value: number, ceiling: number, unit: string): Verdict => ({
  budget: `< ${ceiling.toLocaleString('en-US')} ${unit}`,
  over: value >= ceiling,
});

export const noFailures = (result: LoadResult): Verdict => ({
  budget: '0 errors',
  over: result.errors + result.timeouts + result.non2xx > 0,
});

export const both = (...verdicts: Verdict[]): Verdict => ({
  budget: verdicts.map((verdict) => verdict.budget).join(', '),
  over: verdicts.some((verdict) => verdict.over),
});

/** Throughput, p95 and no failures. */
export const loadVerdict = (result: LoadResult, budget: { perSecond: number; p95: number }) =>
  both(
    atLeast(result.perSecond, budget.perSecond, 'req/s'),
    below(result.p95, budget.p95, 'ms p95'),
    noFailures(result),
  );
