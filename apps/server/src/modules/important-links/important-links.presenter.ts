import type { ImportantLinks } from '@hangar/contracts';
import type { LinkedDoc } from '../docs/docs-linked.service';
import type { LinkGroupRow, LinkRow } from './important-links.repository';

export function presentLinks(
  groups: LinkGroupRow[],
  links: LinkRow[],
  docs: Map<number, Pick<LinkedDoc, 'id' | 'title' | 'url'>>,
): ImportantLinks {
  return {
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      links: links
        .filter((link) => link.groupId === group.id)
        .flatMap((link): ImportantLinks['groups'][number]['links'] => {
          if (link.linkType === 'external') {
            const url = link.url ?? '';
            return [
              {
                id: link.id,
                link_type: 'external',
                title: link.title || url,
                target: { id: null, url },
              },
            ];
          }
          const doc = link.docId === null ? undefined : docs.get(link.docId);
          return doc
            ? [
                {
                  id: link.id,
                  link_type: 'doc',
                  title: link.title || doc.title,
                  target: { id: doc.id, url: doc.url },
                },
              ]
            : [];
        }),
    })),
  };
}
