/** An emoji to insert: its character and the words that find it. */
export interface EmojiEntry {
  emoji: string;
  label: string;
  tags: string[];
}

/**
 * Whether what follows a `:` asks for an emoji: a letter first, then letters, digits, `_`, `-` or
 * `+` (`:rocket`, `:+1` not, `:30` not). The `:` itself must start the text or follow a space
 * (the suggestion's `allowedPrefixes`), so `http://` and `10:30` never open the list.
 */
export function isEmojiQuery(query: string): boolean {
  return /^[a-z][a-z0-9_+-]*$/i.test(query);
}

/**
 * How well an emoji answers the query: its very name, then its name's start, then a word of its
 * name, then a tag.
 */
function rank(entry: EmojiEntry, query: string): number | null {
  const label = entry.label.toLowerCase();
  if (label === query) return 0;
  if (label.startsWith(query)) return 1;
  if (label.split(/[\s:,-]+/).some((word) => word.startsWith(query))) return 2;
  if (entry.tags.some((tag) => tag.startsWith(query))) return 3;
  return null;
}

/** The emoji whose name or tags start with `query` (case ignored), the best first, at most `limit`. */
export function searchEmoji(entries: EmojiEntry[], query: string, limit: number): EmojiEntry[] {
  const wanted = query.trim().toLowerCase().replace(/_/g, ' ');
  if (!wanted) return entries.slice(0, limit);
  const ranked: { entry: EmojiEntry; rank: number }[] = [];
  for (const entry of entries) {
    const found = rank(entry, wanted);
    if (found !== null) ranked.push({ entry, rank: found });
  }
  // A stable sort: within a rank, the emoji keep the data's order (the usual keyboard's).
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
