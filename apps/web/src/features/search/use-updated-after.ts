import { useState } from 'react';
import { updatedAfterOf, type EditedPeriod } from './edited-period';

interface Since {
  period: EditedPeriod | undefined;
  updatedAfter: string | undefined;
}

function sinceOf(period: EditedPeriod | undefined): Since {
  return { period, updatedAfter: period ? updatedAfterOf(period, Date.now()) : undefined };
}

/**
 * `updated_after` for the 'Edited' filter: computed when a period is chosen (or the page opens
 * with one) and kept while it stays chosen, so the results do not reload as the minutes pass.
 */
export function useUpdatedAfter(period: EditedPeriod | undefined): string | undefined {
  const [since, setSince] = useState(() => sinceOf(period));
  if (since.period === period) return since.updatedAfter;
  // Another period: computed at once, during this render (React's "adjust state" pattern).
  const next = sinceOf(period);
  setSince(next);
  return next.updatedAfter;
}
