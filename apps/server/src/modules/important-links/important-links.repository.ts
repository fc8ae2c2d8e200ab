import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { linkGroups, links } from '../../db/schema';

export type LinkGroupRow = typeof linkGroups.$inferSelect;
export type LinkRow = typeof links.$inferSelect;
export type NewLink = Pick<LinkRow, 'linkType' | 'docId' | 'url' | 'title'>;

export async function linkGroupsOf(db: Database, projectIds: number[]) {
  if (projectIds.length === 0) return { groups: [], links: [] };
  const groups = await db
    .select()
    .from(linkGroups)
    .where(inArray(linkGroups.projectId, projectIds))
    .orderBy(asc(linkGroups.position), asc(linkGroups.id));
  const rows =
    groups.length === 0
      ? []
      : await db
          .select()
          .from(links)
          .where(
            and(
              inArray(
                links.groupId,
                groups.map((group) => group.id),
              ),
              inUse(links),
            ),
          )
          .orderBy(asc(links.position), asc(links.id));
  return { groups, links: rows };
}

export async function insertLinkGroup(
  db: Database,
  projectId: number,
  name: string,
  position: number,
) {
  const [row] = await db.insert(linkGroups).values({ projectId, name, position }).returning();
  if (!row) throw new Error('insert into link_groups returned no row');
  return row;
}

export async function insertLink(db: Database, groupId: number, position: number, link: NewLink) {
  const [row] = await db
    .insert(links)
    .values({ ...link, groupId, position })
    .returning();
  if (!row) throw new Error('insert into links returned no row');
  return row;
}

export async function updateLinkGroup(
  db: Database,
  id: number,
  values: Partial<Pick<LinkGroupRow, 'name' | 'position'>>,
) {
  if (Object.keys(values).length === 0) return;
  await db.update(linkGroups).set(values).where(eq(linkGroups.id, id));
}

export async function deleteLinkGroupsById(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(linkGroups).where(inArray(linkGroups.id, ids));
}

/** Deletes the links of these groups, but for the ones in `keep`. */
export async function deleteLinksOfGroups(db: Database, groupIds: number[], keep: number[]) {
  if (groupIds.length === 0) return;
  const inGroups = inArray(links.groupId, groupIds);
  await db
    .delete(links)
    .where(keep.length === 0 ? inGroups : and(inGroups, notInArray(links.id, keep)));
}

export async function updateLink(
  db: Database,
  id: number,
  values: Partial<Pick<LinkRow, 'url' | 'title' | 'position' | 'groupId'>>,
) {
  // An edit with nothing in it (an empty body) changes nothing: SQL has no empty SET.
  if (Object.keys(values).length === 0) return;
  await db.update(links).set(values).where(eq(links.id, id));
}
