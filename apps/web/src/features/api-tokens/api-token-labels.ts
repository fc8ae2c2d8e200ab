import type { ApiTokenExpiryDays, ApiTokenScope } from '@hangar/domain/api-tokens';

/** What each scope is called and lets a script do (a token never reaches account or billing). */
export const SCOPE_LABELS: Record<ApiTokenScope, { label: string; hint: string; color: string }> = {
  read: {
    label: 'Read-only',
    hint: 'Reads what you can see in your workspaces; changes nothing.',
    color: 'gray',
  },
  write: {
    label: 'Read & write',
    hint: 'Also creates, changes and deletes, as far as your roles and rights allow.',
    color: 'indigo',
  },
};

export const EXPIRY_LABELS: Record<ApiTokenExpiryDays, string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '1 year',
};

export const DEFAULT_EXPIRY_DAYS: ApiTokenExpiryDays = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
});

/** '2 Dec 2026', in the user's time zone. */
export function formatTokenDate(date: string | Date): string {
  return DATE_FORMAT.format(new Date(date));
}

/** '2 December 2026 at 14:05': the exact moment, for a title. */
export function formatTokenDateTime(date: string | Date): string {
  return DATE_TIME_FORMAT.format(new Date(date));
}

/** When a token created now for `days` days would expire. */
export function expiryFromNow(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
