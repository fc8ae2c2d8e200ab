import { and, count, desc, eq, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, writtenRow } from '../../db/rows';
import {
  docs,
  groups,
  linkGroups,
  links,
  logs,
  movedPathColumn,
  projects,
  trashEntries,
  users,
} from '../../db/schema';

export type TrashEntryRow = typeof trashEntries.$inferSelect;
export type NewTrashEntry = Omit<typeof trashEntries.$inferInsert, 'id' | 'deletedAt'>;

export function insertTrashEntry(db: Database, values: NewTrashEntry): Promise<TrashEntryRow> {
  return writtenRow(db.insert(trashEntries).values(values).returning(), 'trash entry not inserted');
}

type Trashable = typeof docs | typeof logs | typeof links | typeof projects | typeof groups;

/** Marks the rows of `table` that `which` names and that are still in use as deleted with the entry. */
async function mark(db: Database, table: Trashable, entryId: number, which: SQL | undefined) {
  await db.execute(
    sql`update ${table} set ${sql.identifier('trash_id')} = ${entryId} where ${and(which, isNull(table.trashId))}`,
  );
}

export async function markDocs(db: Database, entryId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) await mark(db, docs, entryId, inArray(docs.id, ids));
}

export async function markLog(db: Database, entryId: number, id: number): Promise<void> {
  await mark(db, logs, entryId, eq(logs.id, id));
}

/** A project's docs, logs and important links that are still in use go with it. */
async function markProjectContent(db: Database, entryId: number, projectIds: SQL) {
  await mark(db, docs, entryId, inArray(docs.projectId, projectIds));
  await mark(db, logs, entryId, inArray(logs.projectId, projectIds));
  const listsOfProjects = sql`(select ${linkGroups.id} from ${linkGroups} where ${linkGroups.projectId} in ${projectIds})`;
  await mark(db, links, entryId, inArray(links.groupId, listsOfProjects));
}

export async function markProject(db: Database, entryId: number, id: number): Promise<void> {
  await mark(db, projects, entryId, eq(projects.id, id));
  await markProjectContent(db, entryId, sql`(${id})`);
}

export async function markGroup(db: Database, entryId: number, id: number): Promise<void> {
  await mark(db, groups, entryId, eq(groups.id, id));
  await mark(db, projects, entryId, eq(projects.groupId, id));
  await markProjectContent(
    db,
    entryId,
    sql`(select ${projects.id} from ${projects} where ${projects.groupId} = ${id})`,
  );
}

/** How many rows of each kind the entry holds. */
export async function entryContents(db: Database, entryId: number) {
  const counted = (table: Trashable) => db.$count(table, eq(table.trashId, entryId));
  const [docCount, logCount, linkCount, groupCount] = await Promise.all([
    counted(docs),
    counted(logs),
    counted(links),
    counted(groups),
  ]);
  return { docs: docCount, logs: logCount, links: linkCount, groups: groupCount };
}

/** Puts every row of the entry back in use. */
export async function unmarkEntry(db: Database, entryId: number): Promise<void> {
  for (const table of [groups, projects, docs, logs, links]) {
    await db.execute(
      sql`update ${table} set ${sql.identifier('trash_id')} = null where ${eq(table.trashId, entryId)}`,
    );
  }
}

export async function deleteTrashEntry(db: Database, entryId: number): Promise<void> {
  await db.delete(trashEntries).where(eq(trashEntries.id, entryId));
}

/** The entry, locked until the transaction ends (a restore and a purge take turns). */
export function lockTrashEntry(
  db: Database,
  workspaceId: number,
  entryId: number,
): Promise<TrashEntryRow | null> {
  return firstRow(
    db
      .select()
      .from(trashEntries)
      .where(and(eq(trashEntries.id, entryId), eq(trashEntries.workspaceId, workspaceId)))
      .for('update'),
  );
}

export function findTrashEntryById(db: Database, entryId: number) {
  return firstRow(db.select().from(trashEntries).where(eq(trashEntries.id, entryId)));
}

export function findTrashEntry(db: Database, workspaceId: number, entryId: number) {
  return firstRow(
    db
      .select()
      .from(trashEntries)
      .where(and(eq(trashEntries.id, entryId), eq(trashEntries.workspaceId, workspaceId))),
  );
}

/** Where an entry lived, trashed or not: its group and project rows as they are now. */
export async function placeRows(db: Database, groupId: number, projectId: number | null) {
  const [group, project] = await Promise.all([
    firstRow(db.select().from(groups).where(eq(groups.id, groupId))),
    projectId === null
      ? null
      : firstRow(db.select().from(projects).where(eq(projects.id, projectId))),
  ]);
  return { group, project };
}

export interface TrashListFilter {
  workspaceId: number;
  projectId?: number;
  /** Words of its name. */
  search?: string;
  before?: number;
  limit: number;
}

/** The newest entries first, with who deleted them and where they lived. */
export function listTrashEntries(db: Database, filter: TrashListFilter) {
  const conditions: (SQL | undefined)[] = [eq(trashEntries.workspaceId, filter.workspaceId)];
  if (filter.projectId !== undefined) {
    conditions.push(eq(trashEntries.projectId, filter.projectId));
  }
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(ilike(trashEntries.name, pattern));
  }
  if (filter.before !== undefined) conditions.push(lt(trashEntries.id, filter.before));
  return db
    .select({ entry: trashEntries, deletedBy: users, group: groups, project: projects })
    .from(trashEntries)
    .innerJoin(groups, eq(groups.id, trashEntries.groupId))
    .leftJoin(projects, eq(projects.id, trashEntries.projectId))
    .leftJoin(users, eq(users.id, trashEntries.deletedBy))
    .where(and(...conditions))
    .orderBy(desc(trashEntries.id))
    .limit(filter.limit);
}

/** How many docs each entry holds. */
export async function docCountsOf(db: Database, entryIds: number[]): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({ entryId: docs.trashId, docs: count() })
    .from(docs)
    .where(inArray(docs.trashId, entryIds))
    .groupBy(docs.trashId);
  return new Map(rows.map((row) => [row.entryId ?? 0, row.docs]));
}

/** The docs of an entry (a doc's subtree), for putting them back at their place. */
export function docsOfEntry(db: Database, entryId: number) {
  return db
    .select({ id: docs.id, path: docs.path, projectId: docs.projectId })
    .from(docs)
    .where(eq(docs.trashId, entryId));
}

/** A doc's path while it is in use (not in the trash); null when it is not. */
export async function pathInUse(db: Database, id: number): Promise<string | null> {
  const row = await firstRow(
    db
      .select({ path: docs.path })
      .from(docs)
      .where(and(eq(docs.id, id), isNull(docs.trashId))),
  );
  return row?.path ?? null;
}

/** Moves a restored subtree: every path that starts with `fromPath` starts with `toPath` instead. */
export async function moveEntryDocs(
  db: Database,
  entryId: number,
  fromPath: string,
  toPath: string,
  rootId: number,
  position: number,
): Promise<void> {
  await db
    .update(docs)
    .set({ path: movedPathColumn(docs.path, fromPath, toPath) })
    .where(eq(docs.trashId, entryId));
  await db.update(docs).set({ position }).where(eq(docs.id, rootId));
}
