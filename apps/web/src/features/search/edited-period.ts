/** The results page's 'Edited' filter: docs and logs changed within this period before now. */
export const EDITED_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type EditedPeriod = (typeof EDITED_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** How far back each period reaches (a month is 30 days, a year 365). */
const PERIOD_DAYS: Record<EditedPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };

export const EDITED_PERIOD_LABELS: Record<EditedPeriod, string> = {
  day: 'Past 24 hours',
  week: 'Past week',
  month: 'Past month',
  year: 'Past year',
};

/**
 * `updated_after` for GET /search/full-text: `now` less the period, rounded down to the minute
 * (asked again within the minute, it is the same, and so is the query's cache key).
 */
export function updatedAfterOf(period: EditedPeriod, now: number): string {
  const since = now - PERIOD_DAYS[period] * DAY_MS;
  return new Date(Math.floor(since / MINUTE_MS) * MINUTE_MS).toISOString();
}
