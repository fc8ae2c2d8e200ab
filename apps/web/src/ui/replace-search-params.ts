import type { SetURLSearchParams } from 'react-router';

/**
 * Sets parameters of the address (an empty or missing value removes one), in place of the
 * current entry: neither a reload nor Back brings the old parameters back.
 */
export function replaceSearchParams(
  setParams: SetURLSearchParams,
  changes: Record<string, string | null | undefined>,
): void {
  setParams(
    (current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    },
    { replace: true },
  );
}
