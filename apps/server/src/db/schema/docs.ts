import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { at, atNow, createdAt, flag, nullingRef, ownerRef, serialId, trashRef } from './columns';
import { projects, trashEntries } from './groups';
import { users } from './users';
import { workspaces } from './workspaces';

/** Drizzle 0.45 has no bytea column: PGlite gives Uint8Array, pg gives Buffer; both feed Yjs. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** The path of a doc's parent, computed from its path ('12.45' -> '12', '12' -> ''). */
export const parentPathOfColumn = (path: AnyPgColumn): SQL =>
  sql`regexp_replace(${path}, '[.]?[0-9]+$', '')`;

/** The path of a doc moved with its subtree: its start `fromPath` becomes `toPath`. */
export const movedPathColumn = (path: AnyPgColumn, fromPath: string, toPath: string): SQL =>
  sql`${toPath} || substr(${path}, ${fromPath.length + 1})`;

export const docs = pgTable(
  'docs',
  {
    id: serialId(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    projectId: ownerRef('project_id', () => projects.id),
    /** Ids from the root down to this doc, joined by dots: '12.45.78'. */
    path: text('path').notNull(),
    /** Order among siblings. */
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    emoji: text('emoji'),
    isTemplate: flag('is_template'),
    isLocked: flag('is_locked'),
    isArchived: flag('is_archived'),
    shareToken: text('share_token').unique(),
    trashId: trashRef(() => trashEntries.id),
    createdBy: nullingRef('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: atNow('updated_at'),
  },
  (table) => [
    index('docs_project_path_idx').on(table.projectId, table.path),
    index('docs_workspace_idx').on(table.workspaceId),
    index('docs_trash_idx').on(table.trashId),
    // A new doc's position: the last of its siblings, one index probe whatever the project's size.
    index('docs_project_parent_position_idx').on(
      table.projectId,
      parentPathOfColumn(table.path),
      table.position,
    ),
  ],
);

/** The live content of a doc: Yjs state, and a plain-text copy for search. */
export const docContents = pgTable('doc_contents', {
  docId: integer('doc_id')
    .primaryKey()
    .references(() => docs.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  text: text('text').notNull().default(''),
  updatedAt: atNow('updated_at'),
  /** The first save since the doc's latest version; null when that version holds every save. */
  unversionedSince: at('unversioned_since'),
  /** Who changed the doc in those saves. */
  unversionedAuthors: integer('unversioned_authors')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** When its version job was parked (its state could not be read): retried after a new save. */
  historyParkedAt: at('history_parked_at'),
});

/**
 * A doc's page history (issue 20): each version holds the Yjs changes from the version before it
 * (from nothing for the first), so history grows with the edits, not with the doc's size.
 */
export const docVersions = pgTable(
  'doc_versions',
  {
    id: serialId(),
    docId: ownerRef('doc_id', () => docs.id),
    createdAt: createdAt(),
    /** A Yjs update: this version's content, applied over every version before it. */
    changes: bytea('changes').notNull(),
    /** The Yjs snapshot of this version (what it holds and deletes), where the next one starts. */
    snapshot: bytea('snapshot').notNull(),
    authorIds: integer('author_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    wordsAdded: integer('words_added').notNull().default(0),
    wordsRemoved: integer('words_removed').notNull().default(0),
    /** When this version brought back an older one: that one's time. */
    restoredFrom: at('restored_from'),
  },
  (table) => [
    index('doc_versions_doc_idx').on(table.docId, table.id),
    index('doc_versions_created_at_idx').on(table.createdAt),
  ],
);

/**
 * The links between docs (issue 39): one row for each doc a doc's content links to, kept in step
 * with the content as it is saved; read backwards for a doc's "Linked from".
 */
export const docLinks = pgTable(
  'doc_links',
  {
    sourceDocId: ownerRef('source_doc_id', () => docs.id),
    targetDocId: ownerRef('target_doc_id', () => docs.id),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
  },
  (table) => [
    primaryKey({ columns: [table.sourceDocId, table.targetDocId] }),
    index('doc_links_target_idx').on(table.targetDocId),
  ],
);

/**
 * The files attached to docs (issue 39): files of every kind, stored under a random name and served
 * only to those who may read its project (or through its project's share link).
 */
export const docFiles = pgTable(
  'doc_files',
  {
    id: serialId(),
    /** The random name it is stored under (FileStorage). */
    filename: text('filename').notNull().unique(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    projectId: ownerRef('project_id', () => projects.id),
    /** The name it was uploaded with, as people see it. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    userId: nullingRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('doc_files_workspace_idx').on(table.workspaceId),
    index('doc_files_project_idx').on(table.projectId),
  ],
);

/**
 * An import running as a job (docs/docs.md "Import"): the upload waits in the file storage under
 * `uploadName` until the job has made its docs; the job writes its progress, then its report or
 * the refusal's status and words.
 */
export const docImports = pgTable(
  'doc_imports',
  {
    id: serialId(),
    workspaceId: ownerRef('workspace_id', () => workspaces.id),
    projectId: ownerRef('project_id', () => projects.id),
    userId: ownerRef('user_id', () => users.id),
    parentId: integer('parent_id'),
    filename: text('filename').notNull(),
    /** The upload's name in the file storage, removed once the import has ended. */
    uploadName: text('upload_name').notNull(),
    /** queued, running, done or failed. */
    status: text('status').notNull().default('queued'),
    /** What the job is doing, in words, and how far it is (0-100). */
    step: text('step').notNull().default('Waiting to start'),
    percent: integer('percent').notNull().default(0),
    report: jsonb('report'),
    failureStatus: integer('failure_status'),
    failure: text('failure'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (table) => [index('doc_imports_project_idx').on(table.projectId)],
);
