import {
  DOC_ACTIVITY_PAGE,
  VERSION_NOT_FOUND,
  type DocActivityEntry,
  type DocVersion,
  type DocVersionContent,
  type VersionAuthor,
} from '@hangar/contracts';
import { readPage } from '../../db/rows';
import { HttpError } from '../../http/errors';

import { mediaPath } from '../account/account.service';
import { requireProjectFor, type ProjectCall } from '../projects/projects.access';
import {
  authorsByIds,
  listVersions,
  projectDocActivity,
  recordVersion,
  versionWithContent,
  type DocVersionRow,
} from './docs-history.repository';
import { requireDocFor, type DocCall } from './docs.access';
import type { DocsDeps } from './docs.deps';
import { publishDocEvent } from './docs.events';
import { DOC_ARCHIVED_REFUSALS } from './docs.service';

export { authorsByIds } from './docs-history.repository';

type People = Awaited<ReturnType<typeof authorsByIds>>;

function presentAuthors(ids: number[], people: People): VersionAuthor[] {
  return ids.flatMap((id) => {
    const person = people.get(id);
    return person ? [{ id, fullname: person.fullname, avatar: mediaPath(person.avatar) }] : [];
  });
}

function presentVersion(version: DocVersionRow, people: People): DocVersion {
  return {
    id: version.id,
    created_at: version.createdAt.toISOString(),
    authors: presentAuthors(version.authorIds, people),
    words_added: version.wordsAdded,
    words_removed: version.wordsRemoved,
    restored_from: version.restoredFrom?.toISOString() ?? null,
  };
}

const base64 = (state: Uint8Array) => Buffer.from(state).toString('base64');

async function requireHistory(deps: DocsDeps, call: DocCall) {
  const access = await requireDocFor(deps.db, call, 'history');
  return access;
}

/** GET .../versions: the doc's page history, newest first, a page at a time if asked. */
export async function docVersionsFor(
  deps: DocsDeps,
  { before, limit, ...call }: DocCall & { before?: number; limit?: number },
): Promise<{ versions: DocVersion[]; more: boolean }> {
  const access = await requireHistory(deps, call);
  const { rows: versions, more } = await readPage(limit, (upTo) =>
    listVersions(deps.db, access.doc.id, { before, limit: upTo }),
  );
  const people = await authorsByIds(
    deps.db,
    versions.flatMap((version) => version.authorIds),
  );
  return { versions: versions.map((version) => presentVersion(version, people)), more };
}

/** GET .../versions/:versionId: what the version holds and what the one before held. */
export async function docVersionFor(
  deps: DocsDeps,
  { versionId, ...call }: DocCall & { versionId: number },
): Promise<DocVersionContent> {
  const access = await requireHistory(deps, call);
  const found = await versionWithContent(deps, access.doc.id, versionId);
  if (!found) throw HttpError.notFound(VERSION_NOT_FOUND);
  const people = await authorsByIds(deps.db, found.version.authorIds);
  return {
    version: presentVersion(found.version, people),
    content_state: base64(found.state),
    previous_state: found.previous ? base64(found.previous) : null,
  };
}

/**
 * POST .../versions/:versionId/restore: the version's content becomes the doc's, as a change of
 * the live doc its editors see at once. What the doc held before is kept as a version first, so
 * the restore can itself be undone from the history.
 */
export async function restoreDocVersion(
  deps: DocsDeps,
  { versionId, ...call }: DocCall & { versionId: number },
): Promise<DocVersion> {
  const access = await requireDocFor(deps.db, call, 'restoreVersion', DOC_ARCHIVED_REFUSALS);
  const docId = access.doc.id;
  const found = await versionWithContent(deps, docId, versionId);
  if (!found) throw HttpError.notFound(VERSION_NOT_FOUND);
  const current = await deps.live.currentState(docId);
  if (current) await recordVersion(deps, docId, { state: current });
  await deps.live.replaceContent(docId, found.state);
  // A restore changes only what differs: restoring what the doc already holds changes nothing,
  // and then answers with the latest version, which is that content.
  const restored =
    (await recordVersion(deps, docId, {
      state: (await deps.live.currentState(docId)) ?? found.state,
      authors: [call.caller.actor.userId],
      restoredFrom: found.version.createdAt,
    })) ?? (await listVersions(deps.db, docId, { limit: 1 }))[0];
  if (!restored) throw new Error(`the restore of version ${versionId} left no version`);
  await publishDocEvent(deps, access, docId, 'updated', call.caller.source);
  return presentVersion(restored, await authorsByIds(deps.db, restored.authorIds));
}

/** GET /projects/:projectId/doc-activity: who edited which of the project's docs, newest first. */
export async function docActivityFor(
  deps: DocsDeps,
  { before, ...call }: ProjectCall & { before?: number },
): Promise<DocActivityEntry[]> {
  const access = await requireProjectFor(deps.db, call.caller, call.projectId, 'read');
  const rows = await projectDocActivity(deps.db, access.project.id, {
    before,
    limit: DOC_ACTIVITY_PAGE,
  });
  const people = await authorsByIds(
    deps.db,
    rows.flatMap((row) => row.authorIds),
  );
  return rows.map((row) => ({
    version_id: row.versionId,
    created_at: row.createdAt.toISOString(),
    doc: { id: row.docId, name: row.name, emoji: row.emoji },
    authors: presentAuthors(row.authorIds, people),
  }));
}
