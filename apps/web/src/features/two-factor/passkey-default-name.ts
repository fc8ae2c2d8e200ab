const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iPhone or iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const nameIn = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** A name for a passkey made on this device, 'Chrome on Mac'; the person may change it. */
export function defaultPasskeyName(userAgent = navigator.userAgent): string {
  const system = nameIn(SYSTEMS, userAgent);
  const browser = nameIn(BROWSERS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Passkey';
}
