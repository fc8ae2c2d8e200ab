import { versionsToMerge } from '@hangar/domain/doc-history';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { idBelow } from '../../db/rows';
import { docContents, docs, docVersions, users } from '../../db/schema';
import type { CpuPool } from '../../cpu/cpu-pool';
import { lockDocRow } from './docs-contents.repository';

export type DocVersionRow = Omit<typeof docVersions.$inferSelect, 'changes' | 'snapshot'>;

const versionColumns = {
  id: docVersions.id,
  docId: docVersions.docId,
  createdAt: docVersions.createdAt,
  authorIds: docVersions.authorIds,
  wordsAdded: docVersions.wordsAdded,
  wordsRemoved: docVersions.wordsRemoved,
  restoredFrom: docVersions.restoredFrom,
};

export interface RecordOptions {
  /** What the version holds: by default what the database stores for the doc. */
  state?: Uint8Array;
  /** Who made it, beside those the saves since the latest version name. */
  authors?: number[];
  /** It brings back the version of that time. */
  restoredFrom?: Date;
}

/** What a version is compared with: the doc's saved content and its history so far. */
async function versionBase(db: Database, docId: number) {
  const [content] = await db
    .select({
      state: docContents.state,
      updatedAt: docContents.updatedAt,
      unversionedSince: docContents.unversionedSince,
      authors: docContents.unversionedAuthors,
    })
    .from(docContents)
    .where(eq(docContents.docId, docId));
  const history = await db
    .select({ id: docVersions.id, changes: docVersions.changes, snapshot: docVersions.snapshot })
    .from(docVersions)
    .where(eq(docVersions.docId, docId))
    .orderBy(asc(docVersions.id));
  return { content, history };
}

/** The doc's save and its latest version, to tell whether it changed since `versionBase`. */
async function versionMarks(db: Database, docId: number) {
  const [content] = await db
    .select({ updatedAt: docContents.updatedAt })
    .from(docContents)
    .where(eq(docContents.docId, docId));
  const [latest] = await db
    .select({ id: docVersions.id })
    .from(docVersions)
    .where(eq(docVersions.docId, docId))
    .orderBy(desc(docVersions.id))
    .limit(1);
  return { savedAt: content?.updatedAt.getTime() ?? null, latestId: latest?.id ?? null };
}

const RECORD_ATTEMPTS = 3;

/**
 * Records a version of a doc when it differs from the latest one, with the authors of the saves
 * since; those saves are then versioned. The comparison runs in a worker thread, outside any
 * transaction; the version is written with the doc's row locked only if neither its saves nor its
 * history moved meanwhile (else it is compared again), so instances sharing the database record a
 * change once. Null when there was nothing to record.
 */
export async function recordVersion(
  deps: { db: Database; cpu: CpuPool },
  docId: number,
  options: RecordOptions = {},
): Promise<DocVersionRow | null> {
  const { db, cpu } = deps;
  for (let attempt = 1; ; attempt++) {
    const { content, history } = await versionBase(db, docId);
    const state = options.state ?? (content?.unversionedSince ? content.state : null);
    if (!state) return null;
    const compared = await cpu.run(
      'versionChanges',
      {
        state,
        history: history.map((version) => version.changes),
        latestSnapshot: history.at(-1)?.snapshot ?? null,
      },
      { owner: null },
    );
    const seen = {
      savedAt: content?.updatedAt.getTime() ?? null,
      latestId: history.at(-1)?.id ?? null,
    };
    const outcome = await db.transaction(async (tx) => {
      if (!(await lockDocRow(tx, docId))) return { version: null };
      const marks = await versionMarks(tx, docId);
      const moved =
        marks.latestId !== seen.latestId || (!options.state && marks.savedAt !== seen.savedAt);
      if (moved) return null;
      const markVersioned = async () => {
        if (!content?.unversionedSince) return;
        await tx
          .update(docContents)
          .set({ unversionedSince: null, unversionedAuthors: sql`'{}'::int[]` })
          .where(eq(docContents.docId, docId));
      };
      if (compared.same) {
        await markVersioned();
        return { version: null };
      }
      const authors = [...new Set([...(content?.authors ?? []), ...(options.authors ?? [])])];
      const [version] = await tx
        .insert(docVersions)
        .values({
          docId,
          changes: compared.changes,
          snapshot: compared.snapshot,
          authorIds: authors.sort((a, b) => a - b),
          wordsAdded: compared.wordsAdded,
          wordsRemoved: compared.wordsRemoved,
          restoredFrom: options.restoredFrom ?? null,
        })
        .returning(versionColumns);
      await markVersioned();
      return { version: version ?? null };
    });
    if (outcome) return outcome.version;
    if (attempt === RECORD_ATTEMPTS) {
      throw new Error(`doc ${docId} kept changing while its version was being recorded`);
    }
  }
}

/** A doc's versions, newest first: those older than `before` if given, at most `limit`. */
export async function listVersions(
  db: Database,
  docId: number,
  { before, limit }: { before?: number; limit?: number } = {},
): Promise<DocVersionRow[]> {
  const query = db
    .select(versionColumns)
    .from(docVersions)
    .where(and(eq(docVersions.docId, docId), idBelow(docVersions.id, before)))
    .orderBy(desc(docVersions.id));
  return limit === undefined ? query : query.limit(limit);
}

/** One version of a doc with its content and the one before it (Yjs updates); null if unknown. */
export async function versionWithContent(
  deps: { db: Database; cpu: CpuPool },
  docId: number,
  versionId: number,
) {
  const rows = await deps.db
    .select({ ...versionColumns, changes: docVersions.changes })
    .from(docVersions)
    .where(and(eq(docVersions.docId, docId), lte(docVersions.id, versionId)))
    .orderBy(asc(docVersions.id));
  const version = rows.at(-1);
  if (!version || version.id !== versionId) return null;
  const { changes: _changes, ...row } = version;
  const states = await deps.cpu.run(
    'versionStates',
    { changes: rows.map((each) => each.changes) },
    { owner: null },
  );
  return { version: row, ...states };
}

/** The people behind the ids, those who still have an account. */
export async function authorsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof users.$inferSelect>();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((user) => [user.id, user]));
}

/** The docs whose saves wait for a version: quiet for `quietMs`, or unversioned for too long. */
export async function docsDueForVersion(
  db: Database,
  { quietMs, atLeastEveryMs }: { quietMs: number; atLeastEveryMs: number },
  limit = 100,
): Promise<number[]> {
  const ago = (ms: number) => sql`now() - ${ms} * interval '1 millisecond'`;
  const rows = await db
    .select({ docId: docContents.docId })
    .from(docContents)
    .where(
      and(
        isNotNull(docContents.unversionedSince),
        or(
          isNull(docContents.historyParkedAt),
          lt(docContents.historyParkedAt, docContents.updatedAt),
        ),
        or(
          lt(docContents.updatedAt, ago(quietMs)),
          lt(docContents.unversionedSince, ago(atLeastEveryMs)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.docId);
}

/** A doc whose version job was parked: the sweep leaves it until its next save. */
export async function markHistoryParked(db: Database, docId: number): Promise<void> {
  await db
    .update(docContents)
    .set({ historyParkedAt: sql`now()` })
    .where(eq(docContents.docId, docId));
}

/** The docs with more than one version on a day before `keepAllSince`. */
export async function docsWithHistoryToThin(
  db: Database,
  keepAllSince: Date,
  limit = 100,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ docId: docVersions.docId })
    .from(docVersions)
    .where(lt(docVersions.createdAt, keepAllSince))
    .groupBy(docVersions.docId, sql`date_trunc('day', ${docVersions.createdAt} at time zone 'UTC')`)
    .having(sql`count(*) > 1`)
    .limit(limit);
  return rows.map((row) => row.docId);
}

/**
 * Retention: of a doc's versions before `keepAllSince`, only the last of each day stays; it takes
 * in the changes, authors and word counts of the others of its day. Returns how many went.
 */
export async function thinHistory(
  db: Database,
  docId: number,
  keepAllSince: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await lockDocRow(tx, docId))) return 0;
    const history = await tx
      .select({ ...versionColumns, changes: docVersions.changes })
      .from(docVersions)
      .where(eq(docVersions.docId, docId))
      .orderBy(asc(docVersions.id));
    const byId = new Map(history.map((version) => [version.id, version]));
    let removed = 0;
    for (const merge of versionsToMerge(history, keepAllSince)) {
      const kept = byId.get(merge.id)!;
      const absorbed = merge.absorbed.map((id) => byId.get(id)!);
      const all = [...absorbed, kept];
      await tx
        .update(docVersions)
        .set({
          changes: Y.mergeUpdates(all.map((version) => version.changes)),
          authorIds: [...new Set(all.flatMap((version) => version.authorIds))].sort(
            (a, b) => a - b,
          ),
          wordsAdded: all.reduce((sum, version) => sum + version.wordsAdded, 0),
          wordsRemoved: all.reduce((sum, version) => sum + version.wordsRemoved, 0),
        })
        .where(eq(docVersions.id, kept.id));
      await tx.delete(docVersions).where(inArray(docVersions.id, merge.absorbed));
      removed += merge.absorbed.length;
    }
    return removed;
  });
}

/** The versions with authors of a project's docs, newest first, older than `before` if given. */
export async function projectDocActivity(
  db: Database,
  projectId: number,
  { before, limit }: { before?: number; limit: number },
) {
  return db
    .select({
      versionId: docVersions.id,
      createdAt: docVersions.createdAt,
      authorIds: docVersions.authorIds,
      docId: docs.id,
      name: docs.name,
      emoji: docs.emoji,
    })
    .from(docVersions)
    .innerJoin(docs, eq(docs.id, docVersions.docId))
    .where(
      and(
        eq(docs.projectId, projectId),
        inUse(docs),
        sql`cardinality(${docVersions.authorIds}) > 0`,
        idBelow(docVersions.id, before),
      ),
    )
    .orderBy(desc(docVersions.id))
    .limit(limit);
}
