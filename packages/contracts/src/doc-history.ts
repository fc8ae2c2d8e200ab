import { z } from 'zod';
import { numericId } from './http';
import { logCreator } from './logs';
import { cursorPageFields } from './query-fields';
import { timestamp } from './fields';

/** Someone who changed a doc: as a log's creator is shown (name and avatar). */
export const versionAuthor = logCreator;
export type VersionAuthor = z.infer<typeof versionAuthor>;

/** One version of a doc's page history. */
export const docVersion = z.object({
  id: z.number().int(),
  created_at: timestamp,
  /** Who changed the doc since the version before (none known for changes made by the app). */
  authors: z.array(versionAuthor),
  words_added: z.number().int(),
  words_removed: z.number().int(),
  /** When this version brought back an older one: that one's time. */
  restored_from: timestamp.nullable(),
});
export type DocVersion = z.infer<typeof docVersion>;

/** GET /projects/{projectId}/docs/{docId}/versions: newest first. */
export const docVersions = z.array(docVersion);

/** The most versions one page of GET .../versions holds. */
export const MAX_VERSIONS_PAGE = 200;

/**
 * GET .../versions?limit=&before=: without `limit`, every version (as before paging); with it,
 * a page, and a `Link: <...>; rel="next"` header while more follow. `before` is a version's id:
 * the versions older than it.
 */
export const docVersionsQuery = z.object(cursorPageFields(MAX_VERSIONS_PAGE, 'before'));

/**
 * GET /projects/{projectId}/docs/{docId}/versions/{versionId}: the version's content and the one
 * before it, as Yjs updates (base64) of the editor's field, the way a doc's `content_state` is.
 */
export const docVersionContent = z.object({
  version: docVersion,
  content_state: z.string(),
  /** Null for a doc's first version. */
  previous_state: z.string().nullable(),
});
export type DocVersionContent = z.infer<typeof docVersionContent>;

/** GET /projects/{projectId}/doc-activity: who edited which doc of the project, newest first. */
export const docActivityQuery = z.object({
  /** A version id: the entries older than it (the next page). */
  before: numericId.optional(),
});

export const docActivityEntry = z.object({
  version_id: z.number().int(),
  created_at: timestamp,
  doc: z.object({ id: z.number().int(), name: z.string(), emoji: z.string().nullable() }),
  authors: z.array(versionAuthor),
});
export type DocActivityEntry = z.infer<typeof docActivityEntry>;
export const docActivity = z.array(docActivityEntry);

/** How many entries a page of doc activity holds. */
export const DOC_ACTIVITY_PAGE = 30;
export const VERSION_NOT_FOUND = 'Version not found';
