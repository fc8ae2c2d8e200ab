import { z } from 'zod';

/** Every key lives under this prefix, so Hangar never reads another app's entries. */
export const STORAGE_PREFIX = 'hangar:';

const menuGroupFilters = ['active-groups', 'my-groups', 'archived-groups'] as const;

/** The local storage keys of SPEC.md section 3, each with the shape its value must have. */
const storageSchemas = {
  'auth-access': z.object({
    token_type: z.string(),
    access_token: z.string().min(1),
    expires_at: z.union([z.string(), z.number()]),
  }),
  'current-user-id': z.number().int().positive(),
  /** The workspace the user opened last: where they land after sign-in (the fallback route). */
  'last-workspace': z.object({
    userId: z.number().int().positive(),
    workspaceId: z.number().int().positive(),
  }),
  'menu-opened': z.boolean(),
  'user-prefs': z.object({
    /** The project layout's docs panel. */
    docsPanelOpened: z.boolean().optional(),
    /** The width-keeping option: the main menu stays open from 1024 px instead of 1280 px. */
    keepMenuWidth: z.boolean().optional(),
  }),
  activation: z.string().min(1),
  /**
   * Why the session just ended, when the other tabs should say more than 'You signed out in
   * another tab or window': written before `auth-access` is removed, removed at the next sign-in.
   */
  'session-end-reason': z.enum(['email-changed']),
  'user-menu-group-pref': z.enum(menuGroupFilters),
  /**
   * The canceled-subscription alerts the user dismissed: workspace id -> the subscription id
   * ('' for none) it was about. A later subscription that is canceled shows its alert again.
   */
  'billing-alert-dismissed': z.record(z.string(), z.string()),
  /** The docs tree's opened nodes: project id -> the ids of the opened docs. */
  'docs-opened': z.record(z.string(), z.array(z.number().int().positive())),
  /**
   * Docs with edits the live server has not confirmed yet ('userId:docId' -> how many): the
   * app sends them again at its next start, even when the doc is not opened again.
   */
  'docs-pending': z.record(z.string(), z.number().int().nonnegative()),
} as const;

type StorageKey = keyof typeof storageSchemas;
export type StorageValue<K extends StorageKey> = z.infer<(typeof storageSchemas)[K]>;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): behave as if empty.
    return null;
  }
}

function removeRaw(key: StorageKey): void {
  try {
    localStore()?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/** The stored value, or null when it is missing or no longer has the expected shape. */
function get<K extends StorageKey>(key: K): StorageValue<K> | null {
  const raw = localStore()?.getItem(STORAGE_PREFIX + key);
  if (raw === null || raw === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    removeRaw(key);
    return null;
  }
  const parsed = storageSchemas[key].safeParse(json);
  if (!parsed.success) {
    removeRaw(key);
    return null;
  }
  return parsed.data as StorageValue<K>;
}

function set<K extends StorageKey>(key: K, value: StorageValue<K>): void {
  try {
    localStore()?.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only loses a preference; the app keeps working.
  }
}

export const storage = { get, set, remove: removeRaw };
