import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { assertRoomForDocs, publishDocEvent } from '../docs/docs.service';
import {
  assertRoomForGroups,
  publishGroupEvent,
  publishProjectEvent,
} from '../groups/groups.service';
import { assertRoomForLogs, publishLogEvent } from '../logs/logs.service';
import {
  insertLink,
  insertLinkGroup,
  linkGroupsOf,
  publishLinks,
} from '../important-links/important-links.service';
import type { MemberContext } from '../workspaces/workspaces.access';
import { entryContents, pathInUse, placeRows, type TrashEntryRow } from './trash.repository';

/**
 * The free plan's limits count only what is in use (docs/trash.md "Plan limits"): a restore
 * that would take a workspace past one is refused like a creation would be.
 */
export async function assertRoomToRestore(
  tx: Database,
  workspaceId: number,
  entry: TrashEntryRow,
): Promise<void> {
  const held = await entryContents(tx, entry.id);
  if (held.docs > 0) await assertRoomForDocs(tx, workspaceId, held.docs);
  if (held.logs > 0) await assertRoomForLogs(tx, workspaceId, held.logs);
  if (held.groups > 0) await assertRoomForGroups(tx, workspaceId, held.groups);
}

/** Tells those who can see the restored item, through its own module's events. */
export async function announceRestored(
  deps: { db: Database; bus: EventBus },
  caller: Pick<MemberContext, 'source'>,
  entry: TrashEntryRow,
): Promise<void> {
  const { group, project } = await placeRows(deps.db, entry.groupId, entry.projectId);
  if (!group) return;
  const { source } = caller;
  if (entry.kind === 'group') return publishGroupEvent(deps, group, 'restored', source);
  if (!project) return;
  const access = { group, project };
  if (entry.kind === 'project')
    return publishProjectEvent(deps, group, project, 'restored', source);
  if (entry.kind === 'doc') return publishDocEvent(deps, access, entry.itemId, 'restored', source);
  if (entry.kind === 'log') return publishLogEvent(deps, access, entry.itemId, 'restored', source);
  return publishLinks(deps, access, source);
}

/** Restored links go back at the end of their list, or of a new one of its name if it is gone. */
export async function putLinksBack(tx: Database, entry: TrashEntryRow): Promise<void> {
  const projectId = entry.projectId;
  if (projectId === null) return;
  const { groups, links } = await linkGroupsOf(tx, [projectId]);
  const list = groups.find((group) => group.id === entry.place.link_group_id);
  const groupId =
    list?.id ??
    (await insertLinkGroup(tx, projectId, entry.place.link_group_name ?? '', groups.length)).id;
  const after = links.filter((link) => link.groupId === groupId).length;
  const urls = new Set(links.map((link) => link.url));
  // A link added again since, or to a doc gone for good since, is not put back twice or broken.
  const back = [];
  for (const link of entry.place.links ?? []) {
    if (link.url !== null && urls.has(link.url)) continue;
    if (link.doc_id !== null && (await pathInUse(tx, link.doc_id)) === null) continue;
    back.push(link);
  }
  for (const [index, link] of back.entries()) {
    await insertLink(tx, groupId, after + index, {
      linkType: link.link_type,
      docId: link.doc_id,
      url: link.url,
      title: link.title,
    });
  }
}
