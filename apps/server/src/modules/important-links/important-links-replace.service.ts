import type { ReplacedImportantLinks, ReplaceImportantLinksInput } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { assertLinkableDocs, visibleLinkedDocs } from '../docs/docs-linked.service';
import type { TrashingDeps } from '../shared/shared.deps';
import { removedLinks } from './important-links-removed';
import type { ProjectCall } from '../projects/projects.access';
import type { MemberContext } from '../workspaces/workspaces.access';
import {
  deleteLinkGroupsById,
  deleteLinksOfGroups,
  insertLink,
  insertLinkGroup,
  linkGroupsOf,
  updateLink,
  updateLinkGroup,
  type LinkRow,
} from './important-links.repository';
import { publishLinks } from './important-links.events';
import { duplicateIssues, linksOf, requireEditable, toNewLink } from './important-links.service';

/** Links to docs the caller cannot see: left out of what they were shown, so never theirs to drop. */
async function hiddenDocLinks(db: Database, context: MemberContext, links: LinkRow[]) {
  const docIds = links.flatMap((link) => (link.docId === null ? [] : [link.docId]));
  const visible = await visibleLinkedDocs(db, context, docIds);
  return links.filter(
    (link) => link.linkType === 'doc' && link.docId !== null && !visible.has(link.docId),
  );
}

function validate(input: ReplaceImportantLinksInput) {
  const located = input.groups.flatMap((group, groupIndex) =>
    group.links.map((link, linkIndex) => ({
      link,
      loc: ['body', 'groups', groupIndex, 'links', linkIndex],
    })),
  );
  const issues = duplicateIssues(
    located.flatMap(({ link, loc }) =>
      link.link_type === 'external' ? [{ url: link.url, loc: [...loc, 'url'] }] : [],
    ),
  );
  if (issues.length > 0) throw HttpError.validation(issues);
  return located.flatMap(({ link, loc }) =>
    link.link_type === 'doc' ? [{ docId: link.doc_id, loc: [...loc, 'doc_id'] }] : [],
  );
}

/**
 * PUT /projects/{id}/important-links replaces the whole list: groups and links in their new
 * order, names and titles. A group sent with its id keeps it. Links to docs the caller cannot
 * see stay where they were, after the caller's links of their group; a group left out that
 * still holds such links stays too, at the end, with only them.
 */
export async function replaceImportantLinks(
  deps: TrashingDeps,
  { caller, projectId, input }: ProjectCall & { input: ReplaceImportantLinksInput },
): Promise<ReplacedImportantLinks> {
  const access = await requireEditable(deps, caller, projectId);
  await assertLinkableDocs(deps.db, caller, validate(input));
  const current = await linkGroupsOf(deps.db, [access.project.id]);
  const hidden = await hiddenDocLinks(deps.db, caller, current.links);
  const removed = removedLinks(current, hidden, input, {
    groupId: access.group.id,
    projectId: access.project.id,
  });
  const unused = new Set(current.groups.map((group) => group.id));
  const keepHidden = async (tx: Database, groupId: number, from: number) => {
    const kept = hidden.filter((link) => link.groupId === groupId);
    for (const [index, link] of kept.entries()) {
      await updateLink(tx, link.id, { position: from + index });
    }
    return kept.length;
  };
  const trashId = await deps.db.transaction(async (tx) => {
    await deleteLinksOfGroups(
      tx,
      [...unused],
      hidden.map((link) => link.id),
    );
    for (const [position, group] of input.groups.entries()) {
      let groupId: number;
      if (group.id !== undefined && unused.delete(group.id)) {
        groupId = group.id;
        await updateLinkGroup(tx, groupId, { name: group.name, position });
      } else {
        groupId = (await insertLinkGroup(tx, access.project.id, group.name, position)).id;
      }
      for (const [linkPosition, link] of group.links.entries()) {
        await insertLink(tx, groupId, linkPosition, toNewLink(link));
      }
      await keepHidden(tx, groupId, group.links.length);
    }
    let position = input.groups.length;
    const emptied: number[] = [];
    for (const groupId of unused) {
      if ((await keepHidden(tx, groupId, 0)) === 0) emptied.push(groupId);
      else await updateLinkGroup(tx, groupId, { position: position++ });
    }
    await deleteLinkGroupsById(tx, emptied);
    return removed ? deps.trash.moveToTrash(tx, caller, removed) : null;
  });
  await publishLinks(deps, access, caller.source);
  if (trashId !== null) await deps.trash.announce(trashId, caller.source);
  return { ...(await linksOf(deps.db, caller, access.project.id)), trash_id: trashId };
}
