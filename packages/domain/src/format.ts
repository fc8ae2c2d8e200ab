import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from './durations';

/** Display formats shared by server and client (SPEC.md sections 8 and 9). */

const MONTH_MS = 30.4375 * DAY_MS;
const YEAR_MS = 365.25 * DAY_MS;

/** Dates up to this far ahead of `now` still read 'Just now', to absorb clock skew. */
const CLOCK_SKEW_TOLERANCE_MS = SECOND_MS;

/** Each unit applies while the elapsed time, counted in whole units, stays below `below`. */
const RELATIVE_TIME_STEPS = [
  { unit: 'minute', ms: MINUTE_MS, below: 60 },
  { unit: 'hour', ms: HOUR_MS, below: 24 },
  { unit: 'day', ms: DAY_MS, below: 7 },
  { unit: 'week', ms: WEEK_MS, below: 5 },
  { unit: 'month', ms: MONTH_MS, below: 12 },
  { unit: 'year', ms: YEAR_MS, below: 5 },
] as const;

/**
 * How long ago `date` was, in English:
 * - more than 1 s in the future: 'Back to the future'
 * - under 60 s: 'Just now'
 * - then '1 minute ago' .. '59 minutes ago', '1 hour ago' .. '23 hours ago',
 *   '1 day ago' .. '6 days ago', '1 week ago' .. '4 weeks ago' (7 to 34 days),
 *   '1 month ago' .. '11 months ago' (a month is 30.4375 days; 12 of them make a year),
 *   '1 year ago' .. '4 years ago' (a year is 365.25 days)
 * - from 5 years: 'A long long time ago'
 * Counts are rounded down. Throws a RangeError on an invalid date.
 */
export function relativeTime(date: Date | string | number, now: Date = new Date()): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${String(date)}`);
  const elapsedMs = now.getTime() - time;
  if (elapsedMs < -CLOCK_SKEW_TOLERANCE_MS) return 'Back to the future';
  if (elapsedMs < MINUTE_MS) return 'Just now';
  for (const step of RELATIVE_TIME_STEPS) {
    const count = Math.floor(elapsedMs / step.ms);
    if (count < step.below) return `${count} ${step.unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'A long long time ago';
}

const FILE_SIZE_UNITS = ['o', 'ko', 'Mo', 'Go'] as const;
const FILE_SIZE_BASE = 1024;

/** A size in bytes as French units, base 1024, one decimal at most: 1536 -> '1,5 ko'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`Invalid file size: ${bytes}`);
  }
  let unitIndex = 0;
  let value = bytes;
  while (value >= FILE_SIZE_BASE && unitIndex < FILE_SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_BASE;
    unitIndex += 1;
  }
  let rounded = Math.round(value * 10) / 10;
  // 1023.96 ko rounds to 1024 ko, which reads better as 1 Mo.
  if (rounded >= FILE_SIZE_BASE && unitIndex < FILE_SIZE_UNITS.length - 1) {
    rounded = Math.round((rounded / FILE_SIZE_BASE) * 10) / 10;
    unitIndex += 1;
  }
  const number = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace('.', ',');
  return `${number} ${FILE_SIZE_UNITS[unitIndex]}`;
}

/** Why a file over the upload limit is refused, on the server and before sending (SPEC.md section 5). */
export function fileTooLargeMessage(maxBytes: number): string {
  return `File size must be lower than ${formatFileSize(maxBytes)}`;
}

const EURO_FORMAT = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** An amount in cents as French euros: 1250 -> '12,50 €' (with the locale's own spaces). */
export function formatEuros(cents: number): string {
  return EURO_FORMAT.format(cents / 100);
}

/** Mantine's 14 default colours, in its own order. */
export const AVATAR_COLORS = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/** A stable colour for a name: the sum of its UTF-16 code units, modulo 14. */
export function avatarColor(name: string): AvatarColor {
  let sum = 0;
  for (let index = 0; index < name.length; index += 1) sum += name.charCodeAt(index);
  return AVATAR_COLORS[sum % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}

function firstLetter(word: string): string {
  const upper = (Array.from(word)[0] ?? '').toUpperCase();
  // Some letters grow when uppercased ('ß' -> 'SS'); keep one character per word.
  return Array.from(upper)[0] ?? '';
}

/** Up to two uppercase initials, from the first and last words: 'Ada Lovelace' -> 'AL'. */
export function initials(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return firstLetter(first) + (last === undefined ? '' : firstLetter(last));
}
