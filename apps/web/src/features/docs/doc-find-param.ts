/**
 * The query parameter that asks a doc's page to show a word of its body (`?find=countdown`): a
 * search result whose body matched opens the doc there. The page removes it once done.
 */
export const DOC_FIND_PARAM = 'find';

/**
 * A doc's address (a share link's carries its own parameters already) asking its page to show
 * `word`; the address as it is without one.
 */
export function docAddressFinding(address: string, word: string): string {
  const wanted = word.trim();
  if (!wanted) return address;
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${DOC_FIND_PARAM}=${encodeURIComponent(wanted)}`;
}
