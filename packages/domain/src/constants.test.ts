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

  it('the cookie consent cookie: cky-consent, six months of 30.4375 days', () => {
    expect(COOKIE_CONSENT).toEqual({ name: 'cky-consent', maxAgeDays: 182.625 });
  });

  it('layout: breakpoints, modals and the loading bar', () => {
    expect(BREAKPOINTS).toEqual({ xs: 480, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1680 });
    expect(MODAL_WIDTH).toEqual({ default: 496, wide: 544 });
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 1000, hideDelayMs: 500 });
  });

  it.each([
    // Lists and limits
    ['WORKSPACE_HOME_LAST_PROJECTS', WORKSPACE_HOME_LAST_PROJECTS, 6],
    ['INVOICES_PREVIEW_LIMIT', INVOICES_PREVIEW_LIMIT, 3],
    ['AVATARS_SHOWN', AVATARS_SHOWN, 3],
    ['ACTION_MENU_COLLAPSED_COUNT', ACTION_MENU_COLLAPSED_COUNT, 3],
    ['MIN_PASSWORD_LENGTH', MIN_PASSWORD_LENGTH, 8],
    // Toasts, tooltips and fades
    ['TOAST_DURATION_MS', TOAST_DURATION_MS, 4000],
    ['TOOLTIP_DELAY_MS', TOOLTIP_DELAY_MS, 100],
    ['TOOLTIP_SLOW_DELAY_MS', TOOLTIP_SLOW_DELAY_MS, 500],
    ['TOOLTIP_COMPACT_MAX_WIDTH', TOOLTIP_COMPACT_MAX_WIDTH, 200],
    ['FADE_DURATION_MS', FADE_DURATION_MS, 200],
    // Layout: menu, top bar
    ['MAIN_MENU_BREAKPOINT', MAIN_MENU_BREAKPOINT, 1280],
    ['SIDE_MENU_WIDTH', SIDE_MENU_WIDTH, 304],
    ['TOP_BAR_HEIGHT', TOP_BAR_HEIGHT, 64],
    ['MENU_WORKSPACE_LIST_MAX_VH', MENU_WORKSPACE_LIST_MAX_VH, 40],
    // Timing
    ['SIDE_PANEL_ANIMATION_MS', SIDE_PANEL_ANIMATION_MS, 200],
    ['MIN_FETCH_DISPLAY_DELAY_MS', MIN_FETCH_DISPLAY_DELAY_MS, 200],
    ['PREFETCH_IDLE_TIMEOUT_MS', PREFETCH_IDLE_TIMEOUT_MS, 2000],
    [
      'LAYOUT_TRANSITIONS_DISABLED_AFTER_RESIZE_MS',
      LAYOUT_TRANSITIONS_DISABLED_AFTER_RESIZE_MS,
      400,
    ],
  ])('%s is %d', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
