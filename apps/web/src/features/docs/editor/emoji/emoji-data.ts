import type { EmojiEntry } from './emoji-search';

let loading: Promise<EmojiEntry[]> | null = null;

/**
 * Every emoji with its English name and tags (emojibase-data), loaded the first time someone asks
 * for one: a chunk of its own, never in the page's first JavaScript.
 */
export function loadEmoji(): Promise<EmojiEntry[]> {
  loading ??= import('emojibase-data/en/compact.json')
    .then(({ default: data }) =>
      data
        // Regional indicators and skin-tone swatches are pieces of emoji, not emoji to pick.
        .filter((entry) => entry.group !== undefined && entry.group !== 2)
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
        .map((entry) => ({ emoji: entry.unicode, label: entry.label, tags: entry.tags ?? [] })),
    )
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
