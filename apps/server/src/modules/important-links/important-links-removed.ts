import type { ReplaceImportantLinksInput } from '@hangar/contracts';
import type { TrashedItem } from '../shared/shared.deps';
import type { LinkGroupRow, LinkRow } from './important-links.repository';

type LinkKeyed = Pick<LinkRow, 'linkType' | 'docId' | 'url'>;

/** A link's identity across replacements, which give every link a new row. */
const keyOf = (link: LinkKeyed) =>
  link.linkType === 'doc' ? `doc:${link.docId}` : `url:${link.url ?? ''}`;

const nameOf = (link: LinkRow) => link.title || link.url || 'Document link';

/**
 * The links the caller could see that a replacement leaves out, as one trash item (null when it
 * removes none): where they were, and what they were, to put them back.
 */
export function removedLinks(
  current: { groups: LinkGroupRow[]; links: LinkRow[] },
  hidden: LinkRow[],
  input: ReplaceImportantLinksInput,
  place: { groupId: number; projectId: number },
): Extract<TrashedItem, { kind: 'link' }> | null {
  const kept = new Set(
    input.groups.flatMap((group) =>
      group.links.map((link) =>
        keyOf(
          link.link_type === 'doc'
            ? { linkType: 'doc', docId: link.doc_id, url: null }
            : { linkType: 'external', docId: null, url: link.url },
        ),
      ),
    ),
  );
  const hiddenIds = new Set(hidden.map((link) => link.id));
  const removed = current.links.filter((link) => !hiddenIds.has(link.id) && !kept.has(keyOf(link)));
  const [first] = removed;
  if (!first) return null;
  const group = current.groups.find((row) => row.id === first.groupId);
  return {
    kind: 'link',
    id: first.id,
    name: removed.length === 1 ? nameOf(first) : `${nameOf(first)} and ${removed.length - 1} more`,
    ...place,
    linkGroupId: first.groupId,
    linkGroupName: group?.name ?? '',
    links: removed.map((link) => ({
      link_type: link.linkType,
      doc_id: link.docId,
      url: link.url,
      title: link.title,
    })),
  };
}
