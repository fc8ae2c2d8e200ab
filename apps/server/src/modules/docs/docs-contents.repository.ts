import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnEach } from '../../db/prepared';
import { firstRow } from '../../db/rows';

import { docContents, docs } from '../../db/schema';
import { replaceDocLinks } from './docs-links.repository';

const contentStatement = preparedOnEach((db) =>
  db
    .select()
    .from(docContents)
    .where(eq(docContents.docId, sql.placeholder('docId')))
    .prepare('doc_content'),
);

export function loadContent(db: Database, docId: number) {
  return firstRow(contentStatement(db).execute({ docId }));
}

/** A doc's content as stored: its Yjs state, its plain text, the docs it links to. */
export interface StoredContent {
  state: Uint8Array;
  text: string;
  links: number[];
}

/**
 * Stores a doc's content, a change made by `authors` (none for the app's own), which waits for
 * the doc's next version (docs-history.repository.ts), and its links (`doc_links`) in step.
 * Returns the docs that gained or lost a link from it.
 */
export async function saveContent(
  db: Database,
  docId: number,
  state: Uint8Array,
  text: string,
  authors: number[],
  /** The docs its content links to; null leaves its links as they are. */
  links: number[] | null = null,
): Promise<number[]> {
  const authorIds = authors.length
    ? sql`array[${sql.join(
        authors.map((id) => sql`${id}::int`),
        sql`, `,
      )}]`
    : sql`'{}'::int[]`;
  await db
    .insert(docContents)
    .values({ docId, state, text, unversionedSince: sql`now()`, unversionedAuthors: authorIds })
    .onConflictDoUpdate({
      target: docContents.docId,
      set: {
        state,
        text,
        updatedAt: sql`now()`,
        unversionedSince: sql`coalesce(${docContents.unversionedSince}, now())`,
        unversionedAuthors: sql`array(select distinct unnest(${docContents.unversionedAuthors} || ${authorIds}) order by 1)`,
      },
    });
  return links === null ? [] : replaceDocLinks(db, docId, links);
}

/**
 * Locks a doc's row until the transaction ends: saves of its content and records of its history
 * take turns (on every instance sharing the database). False when the doc is gone.
 */
export async function lockDocRow(tx: Database, docId: number): Promise<boolean> {
  const [doc] = await tx
    .select({ id: docs.id })
    .from(docs)
    .where(eq(docs.id, docId))
    .for('no key update');
  return doc !== undefined;
}

/**
 * Stores a live doc's content, serialised with every other save of the same doc (instances
 * sharing a database take turns on the doc's row). `merge` receives what the database holds and
 * returns what to store: a live instance folds the stored state into its own, so no instance
 * overwrites edits another saved. Returns the docs that gained or lost a link from it; null when
 * the doc is gone.
 */
export async function saveLiveContent(
  db: Database,
  docId: number,
  merge: (stored: Uint8Array | null) => StoredContent,
  authors: number[],
): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    if (!(await lockDocRow(tx, docId))) return null;
    const [stored] = await tx
      .select({ state: docContents.state })
      .from(docContents)
      .where(eq(docContents.docId, docId));
    const { state, text, links } = merge(stored?.state ?? null);
    return saveContent(tx, docId, state, text, authors, links);
  });
}
