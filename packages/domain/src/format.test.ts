import { describe, expect, it } from 'vitest';
import {
  AVATAR_COLORS,
  avatarColor,
  formatEuros,
  formatFileSize,
  initials,
  relativeTime,
} from './format';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from './durations';

const MONTH_MS = 30.4375 * DAY_MS;
const YEAR_MS = 365.25 * DAY_MS;

describe('relativeTime', () => {
  const now = new Date('2024-06-15T12:00:00.000Z');
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);

  const cases: [string, number, string][] = [
    ['now', 0, 'Just now'],
    ['59 s', 59 * SECOND_MS, 'Just now'],
    ['59.999 s', MINUTE_MS - 1, 'Just now'],
    ['60 s', MINUTE_MS, '1 minute ago'],
    ['5 min', 5 * MINUTE_MS, '5 minutes ago'],
    ['59 min', 59 * MINUTE_MS, '59 minutes ago'],
    ['just under 60 min', HOUR_MS - 1, '59 minutes ago'],
    ['60 min', HOUR_MS, '1 hour ago'],
    ['23 h', 23 * HOUR_MS, '23 hours ago'],
    ['just under 24 h', DAY_MS - 1, '23 hours ago'],
    ['24 h', DAY_MS, '1 day ago'],
    ['6 d', 6 * DAY_MS, '6 days ago'],
    ['just under 7 d', WEEK_MS - 1, '6 days ago'],
    ['7 d', WEEK_MS, '1 week ago'],
    ['4 w', 4 * WEEK_MS, '4 weeks ago'],
    ['just under 5 w', 5 * WEEK_MS - 1, '4 weeks ago'],
    ['5 w', 5 * WEEK_MS, '1 month ago'],
    ['11 months', 11 * MONTH_MS, '11 months ago'],
    ['just under 12 months', 12 * MONTH_MS - 1, '11 months ago'],
    ['12 months', 12 * MONTH_MS, '1 year ago'],
    ['2 years', 2 * YEAR_MS, '2 years ago'],
    ['4 y', 4 * YEAR_MS, '4 years ago'],
    ['just under 5 y', 5 * YEAR_MS - 1, '4 years ago'],
    ['5 y', 5 * YEAR_MS, 'A long long time ago'],
    ['50 y', 50 * YEAR_MS, 'A long long time ago'],
  ];
  for (const [label, elapsed, expected] of cases) {
    it(`reads ${label} ago as '${expected}'`, () => {
      expect(ago(elapsed)).toBe(expected);
    });
  }

  it('tolerates up to 1 s of clock skew', () => {
    expect(ago(-SECOND_MS)).toBe('Just now');
  });

  it('reads dates further in the future as Back to the future', () => {
    expect(ago(-SECOND_MS - 1)).toBe('Back to the future');
    expect(ago(-DAY_MS)).toBe('Back to the future');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(relativeTime('2024-06-15T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime(now.getTime() - 3 * DAY_MS, now)).toBe('3 days ago');
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date())).toBe('Just now');
  });

  it('rejects invalid dates', () => {
    expect(() => relativeTime('not a date', now)).toThrow(RangeError);
  });
});

describe('formatFileSize', () => {
  const KIB = 1024;
  const MIB = KIB * KIB;
  const GIB = MIB * KIB;
  const cases: [number, string][] = [
    [0, '0 o'],
    [1, '1 o'],
    [512, '512 o'],
    [1023, '1023 o'],
    [KIB, '1 ko'],
    [1536, '1,5 ko'],
    [1100, '1,1 ko'],
    [MIB - 1, '1 Mo'],
    [MIB, '1 Mo'],
    [2.5 * MIB, '2,5 Mo'],
    [10 * MIB, '10 Mo'],
    [GIB, '1 Go'],
    [1.25 * GIB, '1,3 Go'],
    [2048 * GIB, '2048 Go'],
  ];
  for (const [bytes, expected] of cases) {
    it(`formats ${bytes} bytes as '${expected}'`, () => {
      expect(formatFileSize(bytes)).toBe(expected);
    });
  }

  it('rejects negative and non-finite sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatEuros', () => {
  const withPlainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
  const cases: [number, string][] = [
    [0, '0,00 €'],
    [1250, '12,50 €'],
    [99, '0,99 €'],
    [123456, '1 234,56 €'],
    [-500, '-5,00 €'],
  ];
  for (const [cents, expected] of cases) {
    it(`formats ${cents} cents as '${expected}'`, () => {
      expect(withPlainSpaces(formatEuros(cents))).toBe(expected);
    });
  }

  it('matches the fr-FR Intl output exactly', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    expect(formatEuros(123456)).toBe(intl.format(1234.56));
  });
});

describe('avatarColor', () => {
  it('has the 14 Mantine colours', () => {
    expect(AVATAR_COLORS).toHaveLength(14);
    expect(new Set(AVATAR_COLORS).size).toBe(14);
  });

  it('picks the colour at the code-unit sum modulo 14', () => {
    // 'Ada': 65 + 100 + 97 = 262; 262 % 14 = 10 -> 'green'.
    expect(avatarColor('Ada')).toBe('green');
    // 'Bob': 66 + 111 + 98 = 275; 275 % 14 = 9 -> 'teal'.
    expect(avatarColor('Bob')).toBe('teal');
    // '': sum 0 -> 'dark'.
    expect(avatarColor('')).toBe('dark');
  });

  it('always maps the same name to the same colour', () => {
    expect(avatarColor('Grace Hopper')).toBe(avatarColor('Grace Hopper'));
    expect(avatarColor('Grace Hopper')).toBe(avatarColor(['Grace', 'Hopper'].join(' ')));
  });

  it('reaches all 14 colours', () => {
    // 'b' is 98, a multiple of 14, so 'b'..'o' land on indexes 0..13.
    const names = Array.from({ length: 14 }, (_, index) => String.fromCharCode(98 + index));
    expect(names.map(avatarColor)).toEqual([...AVATAR_COLORS]);
  });
});

describe('initials', () => {
  const cases: [string, string][] = [
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['Jean Paul Sartre', 'JS'],
    ['  grace   hopper  ', 'GH'],
    ['Ada', 'A'],
    ['élodie durand', 'ÉD'],
    ['ßtraße weg', 'SW'],
    ['', '?'],
    ['   ', '?'],
  ];
  for (const [fullname, expected] of cases) {
    it(`reads '${fullname}' as '${expected}'`, () => {
      expect(initials(fullname)).toBe(expected);
    });
  }
});
