import { COOKIE_CONSENT } from '@hangar/domain/constants';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  getConsentState,
  parseConsent,
  readConsent,
  reopenConsentBanner,
  writeConsent,
} from './consent';

const SIX_MONTHS_MS = 6 * 30.4375 * 24 * 60 * 60 * 1000;

afterEach(() => {
  document.cookie = `${COOKIE_CONSENT.name}=; Max-Age=0; Path=/`;
});

describe('the cookie consent cookie', () => {
  it('is cky-consent, kept six months of 30.4375 days', () => {
    expect(COOKIE_CONSENT.name).toBe('cky-consent');
    expect(CONSENT_MAX_AGE_SECONDS * 1000).toBe(SIX_MONTHS_MS);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(15_778_800);
  });

  it('stores yes or no with that expiry', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const cookie = consentCookie('yes', now, false);
    expect(cookie.startsWith('cky-consent=yes; ')).toBe(true);
    expect(cookie).toContain('Max-Age=15778800');
    const expires = /Expires=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(new Date(expires).getTime() - now.getTime()).toBe(SIX_MONTHS_MS);
    expect(new Date(expires).toISOString()).toBe('2027-05-24T01:00:00.000Z');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect(consentCookie('no', now, true)).toMatch(/^cky-consent=no; .*; Secure$/);
  });

  it('reads only yes or no', () => {
    expect(parseConsent('a=1; cky-consent=yes; b=2')).toBe('yes');
    expect(parseConsent('cky-consent=no')).toBe('no');
    expect(parseConsent('cky-consent=maybe')).toBeNull();
    expect(parseConsent('other-cky-consent=yes')).toBeNull();
    expect(parseConsent('')).toBeNull();
  });

  it('opens the banner until the visitor answers, and again on request', () => {
    expect(getConsentState()).toEqual({ consent: null, bannerOpen: true });
    writeConsent('no');
    expect(readConsent()).toBe('no');
    expect(getConsentState()).toEqual({ consent: 'no', bannerOpen: false });
    reopenConsentBanner();
    expect(getConsentState()).toEqual({ consent: 'no', bannerOpen: true });
    writeConsent('yes');
    expect(getConsentState()).toEqual({ consent: 'yes', bannerOpen: false });
  });
});
