/** The node name of a link to another doc of the workspace (issue 39). */
export const PAGE_LINK_NODE = 'pageLink';

/** The doc id a page link's `docId` attribute holds, or null when it is not one. */
export function pageLinkDocId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
