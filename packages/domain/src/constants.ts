/** Business constants and UI limits of SPEC.md section 9, written once for server and client. */

export const PRODUCT_NAME = 'Hangar';

/** Breakpoints in px (SPEC.md section 9). */
export const BREAKPOINTS = {
  xs: 480,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1680,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The main side menu is open by default from this width and closes on outside click below it. */
export const MAIN_MENU_BREAKPOINT = BREAKPOINTS.xl;
/** The width that applies instead when the width-keeping option is on. */
export const MAIN_MENU_KEEP_WIDTH_BREAKPOINT = BREAKPOINTS.lg;
export const SIDE_MENU_WIDTH = 304;
export const TOP_BAR_HEIGHT = 64;
export const MODAL_WIDTH = { default: 496, wide: 544 } as const;
/** The workspace list in the user menu is capped at this share of the viewport height. */
export const MENU_WORKSPACE_LIST_MAX_VH = 40;
export const SEARCH_RESULTS_MAX_HEIGHT = 540;
export const SEARCH_RESULTS_MAX_WIDTH = 728;

export const TOAST_DURATION_MS = 4000;
export const TOOLTIP_DELAY_MS = 100;
export const TOOLTIP_SLOW_DELAY_MS = 500;
export const TOOLTIP_COMPACT_MAX_WIDTH = 200;
export const FADE_DURATION_MS = 200;
export const SIDE_PANEL_ANIMATION_MS = 200;

/** The top progress bar: shown only when loading lasts longer than the throttle. */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 1000,
  hideDelayMs: 500,
} as const;
export const MIN_FETCH_DISPLAY_DELAY_MS = 200;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const LAYOUT_TRANSITIONS_DISABLED_AFTER_RESIZE_MS = 400;

export const WORKSPACE_HOME_LAST_PROJECTS = 6;
export const INVOICES_PREVIEW_LIMIT = 3;
export const AVATARS_SHOWN = 3;
/** An action menu with more actions than this collapses to this many, with More/Less. */
export const ACTION_MENU_COLLAPSED_COUNT = 3;

export const MIN_PASSWORD_LENGTH = 8;

/** The largest value of the database's integer columns (PostgreSQL `integer`): ids, counts, positions. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

export const MAX_DOC_DEPTH = 4;

/**
 * What one Markdown import takes (docs/docs.md "Import"). Each image of a zip must also be within
 * the upload limit (`UPLOAD_MAX_MB`).
 */
export const DOC_IMPORT_LIMITS = {
  /** The .md or .zip file sent. */
  maxFileBytes: 20 * 1024 * 1024,
  /** The files of a zip once unpacked, all together, as its directory declares them. */
  maxUnpackedBytes: 100 * 1024 * 1024,
  /** Files and folders listed in a zip. */
  maxZipEntries: 20_000,
  /** Docs made by one import. */
  maxDocs: 5000,
  /** One Markdown file. */
  maxMarkdownBytes: 1024 * 1024,
  /** All the Markdown files of a zip together (reading them is the import's work). */
  maxMarkdownTotalBytes: 50 * 1024 * 1024,
} as const;

/**
 * The size an uploaded image may declare: a browser decodes every image a doc shows at its full
 * size (4 bytes a pixel), so a small file declaring 40,000 x 40,000 pixels would take 6 GB in each
 * reader's tab. 100 million pixels is a 12,000 x 8,000 photo; the sides are bounded too.
 */
export const IMAGE_LIMITS = { maxPixels: 100_000_000, maxSide: 30_000 } as const;
/** Drop zones of a tree node, as shares of its height: before, inside, after. */
export const DROP_ZONE_EDGE_RATIO = 0.15;

export const SEAT_OPTIONS = [1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 40, 50] as const;
export const PLANS = ['PREMIUM', 'PRO'] as const;
export type Plan = (typeof PLANS)[number];
export const OFFERED_PLAN: Plan = 'PREMIUM';
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const DEMO_TRIAL = {
  plan: 'PREMIUM',
  cycle: 'monthly',
  nbSeats: 10,
  trialDays: 365,
} as const;

export const COOKIE_CONSENT = {
  name: 'cky-consent',
  maxAgeDays: 6 * 30.4375,
} as const;
