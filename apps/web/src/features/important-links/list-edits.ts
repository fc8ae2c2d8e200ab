import type { ImportantLinks, ReplaceImportantLinksInput } from '@hangar/contracts/important-links';

type ReplacedGroup = ReplaceImportantLinksInput['groups'][number];

/**
 * The PUT body that keeps the list as it is (`PUT /important-links` replaces it whole). Titles
 * the server filled in (an address, a doc's name) are not sent back as titles of their own,
 * except for docs, whose answer does not tell them apart.
 */
function replaceInputOf(links: ImportantLinks): ReplaceImportantLinksInput {
  return {
    groups: links.groups.map((group) => ({
      id: group.id,
      name: group.name,
      links: group.links.flatMap((link): ReplacedGroup['links'] => {
        if (link.link_type === 'external') {
          const title = link.title === link.target.url ? undefined : link.title;
          return [{ link_type: 'external', url: link.target.url, title }];
        }
        // A doc link without a doc the user can see cannot be sent back.
        return link.target.id === null
          ? []
          : [{ link_type: 'doc', doc_id: link.target.id, title: link.title }];
      }),
    })),
  };
}

export function withoutLink(links: ImportantLinks, linkId: number): ReplaceImportantLinksInput {
  return replaceInputOf({
    groups: links.groups.map((group) => ({
      ...group,
      links: group.links.filter((link) => link.id !== linkId),
    })),
  });
}

export function withoutGroup(links: ImportantLinks, groupId: number): ReplaceImportantLinksInput {
  return replaceInputOf({ groups: links.groups.filter((group) => group.id !== groupId) });
}

export function withGroupName(
  links: ImportantLinks,
  groupId: number,
  name: string,
): ReplaceImportantLinksInput {
  return replaceInputOf({
    groups: links.groups.map((group) => (group.id === groupId ? { ...group, name } : group)),
  });
}
