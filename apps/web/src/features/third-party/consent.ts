import { COOKIE_CONSENT } from '@hangar/domain/constants';

/** The visitor's answer to the cookie banner: yes enables the tag manager, no blocks it. */
export type Consent = 'yes' | 'no';

const DAY_MS = 86_400_000;
/** Six months: 6 x 30.4375 days (SPEC.md section 9), in seconds. */
export const CONSENT_MAX_AGE_SECONDS = Math.round((COOKIE_CONSENT.maxAgeDays * DAY_MS) / 1000);

/** The `Set-Cookie`-style string that keeps `value` for six months from `now`. */
export function consentCookie(value: Consent, now: Date, secure: boolean): string {
  const expires = new Date(now.getTime() + CONSENT_MAX_AGE_SECONDS * 1000);
  return [
    `${COOKIE_CONSENT.name}=${value}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    `Expires=${expires.toUTCString()}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The stored answer in a `document.cookie` string; anything but yes or no counts as none. */
export function parseConsent(cookies: string): Consent | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE_CONSENT.name) continue;
    const value = rest.join('=');
    return value === 'yes' || value === 'no' ? value : null;
  }
  return null;
}

let bannerReopened = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The visitor's answer, read from the cookie each time (another tab may have answered). */
export function readConsent(): Consent | null {
  return typeof document === 'undefined' ? null : parseConsent(document.cookie);
}

export function writeConsent(value: Consent): void {
  document.cookie = consentCookie(value, new Date(), window.location.protocol === 'https:');
  bannerReopened = false;
  notify();
}

/** 'Cookie settings' (footer, personal settings): shows the banner again to change the answer. */
export function reopenConsentBanner(): void {
  bannerReopened = true;
  notify();
}

export interface ConsentState {
  consent: Consent | null;
  bannerOpen: boolean;
}

let snapshot: ConsentState = { consent: null, bannerOpen: true };

/** For useSyncExternalStore: the same object while nothing changed. */
export function getConsentState(): ConsentState {
  const consent = readConsent();
  const bannerOpen = consent === null || bannerReopened;
  if (snapshot.consent !== consent || snapshot.bannerOpen !== bannerOpen) {
    snapshot = { consent, bannerOpen };
  }
  return snapshot;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
