import { randomBytes } from 'node:crypto';
import {
  CANT_CREATE_MORE_DOCS,
  CANT_SHARE_ARCHIVED_DOC,
  CANT_SHARE_ARCHIVED_PROJECT,
  type CreateDocInput,
  type Doc,
  type DocContentNode,
  type DocNode,
  type UpdateDocInput,
} from '@hangar/contracts';
import { canCreateUnder, docAbilities } from '@hangar/domain';
import type { Database } from '../../db/client';
import { onOneConnection } from '../../db/one-connection';
import { HttpError } from '../../http/errors';
import { requireProject, requireProjectFor, type ProjectCall } from '../projects/projects.access';
import { DOC_ARCHIVED, PROJECT_ARCHIVED } from '../shared/archived-messages';
import { updateProject } from '../projects/projects.service';
import { authorize, docSubject, type RefusalMessages } from '../shared/authorize';
import { assertRoomFor } from '../workspaces/workspaces.service';
import type { MemberContext } from '../workspaces/workspaces.access';
import { requireDoc, requireDocForEdit, requireDocWithContent, type DocCall } from './docs.access';
import { docEvent, publishDocEvent, publishDocLinksEvents } from './docs.events';
import { buildTree, docsOfView, treeForCaller } from './docs-tree';
import type { DocsDeps } from './docs.deps';
import {
  countDocs,
  insertDoc,
  lockNewDocs,
  lockWorkspaceDocs,
  nextDocPlace,
  updateDoc,
  updateDocStoringEvent,
} from './docs.repository';
import { saveContent } from './docs-contents.repository';
import { listProjectTree } from './docs-tree.repository';
import { initialContent } from './docs-content';
import { presentDoc } from './docs.presenter';

export { loadContent, saveContent } from './docs-contents.repository';
export { insertDoc, listProjectDocs } from './docs.repository';
export { presentDoc } from './docs.presenter';
export { publishDocEvent } from './docs.events';

/** What editing a doc of an archived project, or an archived doc, answers (docs/decisions.md). */
export const DOC_ARCHIVED_REFUSALS: RefusalMessages = {
  projectArchived: PROJECT_ARCHIVED,
  archived: DOC_ARCHIVED,
};

/** A project's tree, active or archived: the project's cached one, with the caller's abilities. */
export async function docTree(
  deps: DocsDeps,
  { caller, projectId, only }: ProjectCall & { only: 'active' | 'archived' },
): Promise<DocNode[]> {
  const access = await requireProject(deps.db, caller, projectId);
  const tree = await deps.trees.tree(access.project.id, only, async () =>
    buildTree(docsOfView(await listProjectTree(deps.db, access.project.id), only)),
  );
  return treeForCaller(tree, access);
}

export async function docFor(deps: DocsDeps, call: DocCall) {
  const access = await requireDocWithContent(deps.db, call);
  return presentDoc(access.doc, access, access.content);
}

/**
 * Stops a free workspace at its limit of docs. Its docs are counted, and its creations take turns
 * until the transaction ends, only when its plan limits them.
 */
export function assertRoomForDocs(db: Database, workspaceId: number, adding = 1) {
  return assertRoomFor(db, workspaceId, {
    item: 'docs',
    count: async (tx, id) => {
      await lockWorkspaceDocs(tx, id);
      return countDocs(tx, id);
    },
    refusal: CANT_CREATE_MORE_DOCS,
    adding,
  });
}

/** Content past this size (as JSON) is turned into the editor's state in a worker thread. */
const LARGE_CONTENT_CHARACTERS = 32_768;

/** The editor's state of a new doc's content: at once when small, in the CPU pool when large. */
function contentState(deps: DocsDeps, caller: MemberContext, content: DocContentNode) {
  if (JSON.stringify(content).length <= LARGE_CONTENT_CHARACTERS) return initialContent(content);
  const owner = { userId: caller.actor.userId, workspaceId: caller.workspaceId };
  return deps.cpu.run('initialContent', content, { owner });
}

/**
 * A new doc at the end of its parent's children (or of the project's top level): untitled and
 * empty, or with the name and the content given. Its cost does not grow with the project.
 */
export async function createDoc(
  deps: DocsDeps,
  { caller, projectId, input }: ProjectCall & { input: CreateDocInput },
): Promise<Doc> {
  const access = await requireProjectFor(deps.db, caller, projectId, 'create');
  const parentPath = input.parent_path ?? '';
  const content = input.content ? await contentState(deps, caller, input.content) : null;
  let linked: number[] = [];
  const doc = await deps.db.transaction(async (tx) => {
    await assertRoomForDocs(tx, caller.workspaceId);
    await lockNewDocs(tx, access.project.id);
    const { id, position, parentIsArchived } = await nextDocPlace(
      tx,
      access.project.id,
      parentPath,
    );
    if (parentIsArchived !== false) {
      throw HttpError.validation([
        { loc: ['body', 'parent_path'], msg: 'This page does not exist' },
      ]);
    }
    if (!canCreateUnder(parentPath)) {
      throw HttpError.validation([
        { loc: ['body', 'parent_path'], msg: 'Pages cannot be nested deeper than 4 levels' },
      ]);
    }
    const created = await insertDoc(
      tx,
      {
        id,
        workspaceId: caller.workspaceId,
        projectId: access.project.id,
        position,
        name: input.name ?? '',
        emoji: null,
        createdBy: caller.actor.userId,
      },
      parentPath,
    );
    if (content) {
      const authors = [caller.actor.userId];
      linked = await saveContent(
        tx,
        created.id,
        content.state,
        content.text,
        authors,
        content.links,
      );
    }
    await updateProject(tx, access.project.id, {});
    return created;
  });
  await publishDocEvent(deps, access, doc.id, 'created', caller.source);
  await publishDocLinksEvents(deps, linked, caller.source);
  return presentDoc(doc, access, content?.state ?? null);
}

/**
 * Name, emoji, template and lock toggles. Only members lock and unlock; a doc of an archived
 * project, or an archived doc, is not changed until restored.
 */
export async function editDoc(
  deps: DocsDeps,
  { input, ...call }: DocCall & { input: UpdateDocInput },
): Promise<Doc> {
  const { access, updated, event } = await onOneConnection(deps.db, async () => {
    const access = await requireDocForEdit(deps.db, call);
    const subject = docSubject(access, access.doc);
    authorize(docAbilities, subject, 'edit', DOC_ARCHIVED_REFUSALS);
    if (input.is_locked !== undefined) authorize(docAbilities, subject, 'lock');
    const { doc: updated, event } = await updateDocStoringEvent(
      deps.db,
      access.doc.id,
      {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.emoji !== undefined ? { emoji: input.emoji } : {}),
        ...(input.is_template !== undefined ? { isTemplate: input.is_template } : {}),
        ...(input.is_locked !== undefined ? { isLocked: input.is_locked } : {}),
      },
      docEvent(access.project, access.doc.id, 'updated', call.caller.source, access.audience),
    );
    return { access, updated, event };
  });
  if (updated.isLocked !== access.doc.isLocked) await deps.live.resetDocs([updated.id]);
  await deps.bus.announce(event);
  return presentDoc(updated, access, access.content);
}

/** The public link of a doc: a new secret when turned on, none when off. */
export async function setDocShared(
  deps: DocsDeps,
  { enabled, ...call }: DocCall & { enabled: boolean | null },
): Promise<string | null> {
  const access = await requireDoc(deps.db, call);
  const subject = docSubject(access, access.doc);
  authorize(docAbilities, subject, 'unshare');
  if (enabled === null) return access.doc.shareToken;
  if (enabled) {
    authorize(docAbilities, subject, 'share', {
      projectArchived: CANT_SHARE_ARCHIVED_PROJECT,
      archived: CANT_SHARE_ARCHIVED_DOC,
    });
  }
  const shareToken = enabled
    ? (access.doc.shareToken ?? randomBytes(24).toString('base64url'))
    : null;
  const updated = await updateDoc(deps.db, access.doc.id, { shareToken });
  await publishDocEvent(deps, access, updated.id, 'updated', call.caller.source);
  return updated.shareToken;
}
