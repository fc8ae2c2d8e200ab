import { describe, expect, it } from 'vitest';
import {
  ACTION_MENU_COLLAPSED_COUNT,
  AVATARS_SHOWN,
  BILLING_CYCLES,
  BREAKPOINTS,
  COOKIE_CONSENT,
  DEMO_TRIAL,
  DROP_ZONE_EDGE_RATIO,
  FADE_DURATION_MS,
  INVOICES_PREVIEW_LIMIT,
  LAYOUT_TRANSITIONS_DISABLED_AFTER_RESIZE_MS,
  LOADING_BAR,
  MAIN_MENU_BREAKPOINT,
  MAX_DOC_DEPTH,
  MENU_WORKSPACE_LIST_MAX_VH,
  MIN_FETCH_DISPLAY_DELAY_MS,
  MIN_PASSWORD_LENGTH,
  MODAL_WIDTH,
  OFFERED_PLAN,
  PLANS,
  PREFETCH_IDLE_TIMEOUT_MS,
  SEAT_OPTIONS,
  SIDE_MENU_WIDTH,
  SIDE_PANEL_ANIMATION_MS,
  TOAST_DURATION_MS,
  TOOLTIP_COMPACT_MAX_WIDTH,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SLOW_DELAY_MS,
  TOP_BAR_HEIGHT,
  WORKSPACE_HOME_LAST_PROJECTS,
} from './constants';

// Each value as SPEC.md section 9 "Business constants and limits" states it.
describe('the constants of SPEC.md section 9', () => {
  it('billing: seats, plans, cycles and the demo trial', () => {
    expect(SEAT_OPTIONS).toEqual([1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 40, 50]);
    expect(PLANS).toEqual(['PREMIUM', 'PRO']);
    expect(OFFERED_PLAN).toBe('PREMIUM');
    expect(BILLING_CYCLES).toEqual(['monthly', 'yearly']);
    expect(DEMO_TRIAL).toEqual({ plan: 'PREMIUM', cycle: 'monthly', nbSeats: 10, trialDays: 365 });
  });

  it('document tree: depth 4, drop zones 15% / 70% / 15%', () => {
    expect(MAX_DOC_DEPTH).toBe(4);
    expect(DROP_ZONE_EDGE_RATIO).toBe(0.15);
    expect(1 - 2 * DROP_ZONE_EDGE_RATIO).toBeCloseTo(0.7);
  });

  it('lists and limits', () => {
    expect(WORKSPACE_HOME_LAST_PROJECTS).toBe(6);
    expect(INVOICES_PREVIEW_LIMIT).toBe(3);
    expect(AVATARS_SHOWN).toBe(3);
    expect(ACTION_MENU_COLLAPSED_COUNT).toBe(3);
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });

  it('toasts, tooltips and fades', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOOLTIP_DELAY_MS).toBe(100);
    expect(TOOLTIP_SLOW_DELAY_MS).toBe(500);
    expect(TOOLTIP_COMPACT_MAX_WIDTH).toBe(200);
    expect(FADE_DURATION_MS).toBe(200);
  });

  it('the cookie consent cookie: cky-consent, six months of 30.4375 days', () => {
    expect(COOKIE_CONSENT).toEqual({ name: 'cky-consent', maxAgeDays: 182.625 });
  });

  it('layout: breakpoints, menu, top bar, modals', () => {
    expect(BREAKPOINTS).toEqual({ xs: 480, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1680 });
    expect(MAIN_MENU_BREAKPOINT).toBe(1280);
    expect(SIDE_MENU_WIDTH).toBe(304);
    expect(TOP_BAR_HEIGHT).toBe(64);
    expect(MODAL_WIDTH).toEqual({ default: 496, wide: 544 });
    expect(MENU_WORKSPACE_LIST_MAX_VH).toBe(40);
  });

  it('timing', () => {
    expect(SIDE_PANEL_ANIMATION_MS).toBe(200);
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 1000, hideDelayMs: 500 });
    expect(MIN_FETCH_DISPLAY_DELAY_MS).toBe(200);
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    expect(LAYOUT_TRANSITIONS_DISABLED_AFTER_RESIZE_MS).toBe(400);
  });
});
