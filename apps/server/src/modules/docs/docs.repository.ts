import { childPath } from '@hangar/domain';
import { and, eq, getTableColumns, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { firstRow, updatedRow } from '../../db/rows';
import { inUse } from '../../db/in-use';

import { eventRow, storedEvent, storeEventWith } from '../../events/events.repository';
import type { LiveEvent, NewLiveEvent } from '../../events/types';
import { preparedOnEach } from '../../db/prepared';
import { docContents, docs, movedPathColumn, parentPathOfColumn, projects } from '../../db/schema';
import { memberRightsOfProject } from '../groups/groups.access';
import { joinProjectAccess, projectAccessColumns } from '../projects/projects.access';
import type { ProjectAccessRow } from '../projects/projects.repository';
import type { MemberRightRow } from '../groups/groups-rights.repository';

export type DocRow = typeof docs.$inferSelect;

/**
 * Inserts a doc under `parentPath` with its path, which holds its id: the id is the one
 * `nextDocPlace` reserved, or one taken from the sequence here.
 */
export async function insertDoc(
  db: Database,
  values: Pick<
    DocRow,
    'workspaceId' | 'projectId' | 'position' | 'name' | 'emoji' | 'createdBy'
  > & {
    id?: number;
  },
  parentPath: string,
): Promise<DocRow> {
  const id = values.id ?? (await nextDocId(db));
  const [row] = await db
    .insert(docs)
    .values({ ...values, id, path: childPath(parentPath, id) })
    .returning();
  if (!row) throw new Error('insert into docs returned no row');
  return row;
}

const NEXT_DOC_ID = sql<number>`nextval('docs_id_seq')::int`;

async function nextDocId(db: Database): Promise<number> {
  const [row] = await db.select({ id: NEXT_DOC_ID }).from(sql`(select 1) as one`);
  if (!row) throw new Error('no id from docs_id_seq');
  return row.id;
}

/** `count` ids of new docs, taken from the sequence at once (for insertDoc). */
export async function reserveDocIds(db: Database, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({ id: NEXT_DOC_ID })
    .from(sql`generate_series(1, ${count}) as reserved`);
  return rows.map((row) => row.id);
}

const parentDoc = alias(docs, 'parent');

/**
 * The id and the position of a new doc under `parentPath` ('' for the top level): after the last
 * of its siblings, found by one probe of docs_project_parent_position_idx. In the same query,
 * whether that parent is archived (null when the project has no such doc; false at the top).
 */
export async function nextDocPlace(
  db: Database,
  projectId: number,
  parentPath: string,
): Promise<{ id: number; position: number; parentIsArchived: boolean | null }> {
  const parentIsArchived =
    parentPath === ''
      ? sql<boolean>`false`
      : sql<boolean | null>`(${db
          .select({ archived: parentDoc.isArchived })
          .from(parentDoc)
          .where(
            and(
              eq(parentDoc.projectId, projectId),
              eq(parentDoc.path, parentPath),
              inUse(parentDoc),
            ),
          )})`;
  const [row] = await db
    .select({
      id: NEXT_DOC_ID,
      position: sql<number>`coalesce(max(${docs.position}), -1) + 1`,
      parentIsArchived,
    })
    .from(docs)
    .where(and(eq(docs.projectId, projectId), eq(parentPathOfColumn(docs.path), parentPath)));
  if (!row) throw new Error('no place for a new doc');
  return row;
}

/** Any numbers, as long as they are always the same: the first keys of the locks below. */
const NEW_DOCS_LOCK = 7_270_018;
const WORKSPACE_DOCS_LOCK = 7_270_019;

/**
 * Makes the creations and moves of docs in a project take turns (each new doc takes the next
 * position among its siblings) until the transaction ends, whatever the project's size.
 */
export async function lockNewDocs(db: Database, projectId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${NEW_DOCS_LOCK}, ${projectId})`);
}

/** Makes the creations of docs in a workspace take turns, so a count of its docs stays true. */
export async function lockWorkspaceDocs(db: Database, workspaceId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${WORKSPACE_DOCS_LOCK}, ${workspaceId})`);
}

const docKey = () =>
  and(
    eq(projects.workspaceId, sql.placeholder('workspaceId')),
    eq(docs.projectId, sql.placeholder('projectId')),
    eq(docs.id, sql.placeholder('docId')),
    inUse(docs),
  );

const docAccessStatement = preparedOnEach((db) => {
  const query = db
    .select({ ...projectAccessColumns, doc: docs })
    .from(docs)
    .innerJoin(projects, eq(projects.id, docs.projectId))
    .$dynamic();
  return joinProjectAccess(query, sql.placeholder('userId')).where(docKey()).prepare('doc_access');
});

/** A doc with its access check and its stored content, and `more` columns, by placeholders. */
function docWithContentQuery<More extends Record<string, SQL>>(db: Database, more: More) {
  const query = db
    .select({ ...projectAccessColumns, doc: docs, content: docContents.state, ...more })
    .from(docs)
    .innerJoin(projects, eq(projects.id, docs.projectId))
    .leftJoin(docContents, eq(docContents.docId, docs.id))
    .$dynamic();
  return joinProjectAccess(query, sql.placeholder('userId')).where(docKey());
}

const docAccessWithContentStatement = preparedOnEach((db) =>
  docWithContentQuery(db, {}).prepare('doc_access_content'),
);

const docForEditStatement = preparedOnEach((db) =>
  docWithContentQuery(db, { audience: memberRightsOfProject }).prepare('doc_for_edit'),
);

type DocKey = { workspaceId: number; projectId: number; docId: number; userId: number };

/** A doc of this project and workspace with what deciding the person's right on it needs. */
export function findDocAccess(
  db: Database,
  key: DocKey,
): Promise<(ProjectAccessRow & { doc: DocRow }) | null> {
  return firstRow(docAccessStatement(db).execute(key));
}

/** `findDocAccess` and the doc's stored content (null when it has none yet), in one query. */
export function findDocAccessWithContent(
  db: Database,
  key: DocKey,
): Promise<(ProjectAccessRow & { doc: DocRow; content: Uint8Array | null }) | null> {
  return firstRow(docAccessWithContentStatement(db).execute(key));
}

/**
 * `findDocAccessWithContent` and every member's rights on the doc's project (who hears of a
 * change: `audienceOf`), in one query: what an edit reads before it writes.
 */
export function findDocForEdit(
  db: Database,
  key: DocKey,
): Promise<
  | (ProjectAccessRow & { doc: DocRow; content: Uint8Array | null; audience: MemberRightRow[] })
  | null
> {
  return firstRow(docForEditStatement(db).execute(key));
}

/** A doc, only when it belongs to this project. */
export function findDoc(db: Database, projectId: number, id: number): Promise<DocRow | null> {
  return firstRow(
    db
      .select()
      .from(docs)
      .where(and(eq(docs.projectId, projectId), eq(docs.id, id), inUse(docs))),
  );
}

export function findDocById(db: Database, id: number): Promise<DocRow | null> {
  return firstRow(
    db
      .select()
      .from(docs)
      .where(and(eq(docs.id, id), inUse(docs))),
  );
}

/** Every doc of a project; `lock` holds them for a move until the transaction ends. */
export async function listProjectDocs(
  db: Database,
  projectId: number,
  options: { lock?: boolean } = {},
): Promise<DocRow[]> {
  const query = db
    .select()
    .from(docs)
    .where(and(eq(docs.projectId, projectId), inUse(docs)));
  return options.lock ? query.for('update') : query;
}

function subtreeCondition(projectId: number, path: string) {
  return and(eq(docs.projectId, projectId), or(eq(docs.path, path), like(docs.path, `${path}.%`)));
}

export async function updateDoc(
  db: Database,
  id: number,
  values: Partial<Pick<DocRow, 'name' | 'emoji' | 'isTemplate' | 'isLocked' | 'shareToken'>>,
): Promise<DocRow> {
  const changes = { ...values, updatedAt: sql`now()` };
  return updatedRow(db, docs, eq(docs.id, id), changes, `doc ${id} vanished during an update`);
}

/** What a doc's edit (PUT) may change; a field left out keeps its value. */
export type DocEdit = Partial<Pick<DocRow, 'name' | 'emoji' | 'isTemplate' | 'isLocked'>>;

/**
 * One statement for every edit, whichever fields it changes (a field left out is sent as null
 * and keeps its value; `emoji` may become null, so a flag says whether it is set), and the live
 * event that announces it, stored by the same statement.
 */
const editDocStatement = preparedOnEach((db) => {
  const cte = storeEventWith(db);
  return db
    .with(cte)
    .update(docs)
    .set({
      name: sql`coalesce(${sql.placeholder('name')}::text, ${docs.name})`,
      emoji: sql`case when ${sql.placeholder('setsEmoji')}::boolean then ${sql.placeholder('emoji')}::text else ${docs.emoji} end`,
      isTemplate: sql`coalesce(${sql.placeholder('isTemplate')}::boolean, ${docs.isTemplate})`,
      isLocked: sql`coalesce(${sql.placeholder('isLocked')}::boolean, ${docs.isLocked})`,
      updatedAt: sql`now()`,
    })
    .from(cte)
    .where(eq(docs.id, sql.placeholder('id')))
    .returning({ ...getTableColumns(docs), storedId: cte.storedId })
    .prepare('edit_doc');
});

/**
 * The edit of a doc and the live event that announces it, stored by one statement: the event
 * exists exactly when the change does (announce it with `EventBus.announce`).
 */
export async function updateDocStoringEvent(
  db: Database,
  id: number,
  edit: DocEdit,
  event: NewLiveEvent,
): Promise<{ doc: DocRow; event: LiveEvent }> {
  const [row] = await editDocStatement(db).execute({
    id,
    name: edit.name ?? null,
    setsEmoji: edit.emoji !== undefined,
    emoji: edit.emoji ?? null,
    isTemplate: edit.isTemplate ?? null,
    isLocked: edit.isLocked ?? null,
    ...eventRow(event),
  });
  if (!row) throw new Error(`doc ${id} vanished during an update`);
  const { storedId, ...doc } = row;
  return { doc, event: storedEvent(event, storedId) };
}

export async function setDocsArchived(db: Database, ids: number[], archived: boolean) {
  if (ids.length === 0) return;
  await db
    .update(docs)
    .set({ isArchived: archived, updatedAt: sql`now()` })
    .where(inArray(docs.id, ids));
}

/** Moves a subtree: every path that starts with `fromPath` starts with `toPath` instead. */
export async function rewriteSubtreePaths(
  db: Database,
  projectId: number,
  fromPath: string,
  toPath: string,
): Promise<void> {
  await db
    .update(docs)
    .set({ path: movedPathColumn(docs.path, fromPath, toPath) })
    .where(subtreeCondition(projectId, fromPath));
}

export async function setPosition(db: Database, id: number, position: number): Promise<void> {
  await db.update(docs).set({ position }).where(eq(docs.id, id));
}

export function countDocs(db: Database, workspaceId: number): Promise<number> {
  return db.$count(docs, and(eq(docs.workspaceId, workspaceId), inUse(docs)));
}

export async function listTemplates(db: Database, workspaceId: number): Promise<DocRow[]> {
  return db
    .select()
    .from(docs)
    .where(
      and(
        eq(docs.workspaceId, workspaceId),
        eq(docs.isTemplate, true),
        eq(docs.isArchived, false),
        inUse(docs),
      ),
    );
}
