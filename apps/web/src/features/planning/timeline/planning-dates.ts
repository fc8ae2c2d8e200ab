/**
 * Calendar days as whole numbers (days since 1970-01-01, UTC), so that the timeline's maths
 * never meets a time zone or a daylight-saving hour. The planning stores 'YYYY-MM-DD'.
 */
const DAY_MS = 86_400_000;

export function dayNumber(iso: string): number {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return isoDay(dayNumber(iso) + days);
}

/** Today in the user's own time zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 0 for Monday ... 6 for Sunday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

export function dateParts(day: number): { year: number; month: number; date: number } {
  const value = new Date(day * DAY_MS);
  return { year: value.getUTCFullYear(), month: value.getUTCMonth(), date: value.getUTCDate() };
}

/** The first day of the month `months` after the month of `day` (negative: before). */
export function monthStart(day: number, months = 0): number {
  const { year, month } = dateParts(day);
  return Math.round(Date.UTC(year, month + months, 1) / DAY_MS);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '4 Mar 2026', or '4 Mar' without the year. */
function formatDay(iso: string, { year = true }: { year?: boolean } = {}): string {
  return (year ? dayFormat : shortDayFormat).format(new Date(dayNumber(iso) * DAY_MS));
}

/** '4 Mar – 9 Apr 2026', one year written once when both share it. */
export function formatDayRange(start: string, end: string): string {
  if (start === end) return formatDay(start);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${formatDay(start, { year: !sameYear })} – ${formatDay(end)}`;
}
