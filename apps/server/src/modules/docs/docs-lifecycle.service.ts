import type { Doc, DuplicateDocInput } from '@hangar/contracts';
import {
  archivingAction,
  docAbilities,
  isSameOrDescendant,
  projectAbilities,
  subjectForArchiving,
} from '@hangar/domain';
import { HttpError } from '../../http/errors';
import { loadViewer } from '../groups/groups.access';
import { requireProject } from '../projects/projects.access';
import { listGroups, listProjects } from '../groups/groups.service';
import type { MemberCall } from '../workspaces/workspaces.access';
import { PROJECT_ARCHIVED } from '../shared/archived-messages';
import { authorize, docSubject, projectSubject } from '../shared/authorize';
import { requireDoc, requireDocFor, type DocCall } from './docs.access';
import { listLinkTargets } from './docs-links.repository';
import { publishDocEvent, publishDocLinksEvents } from './docs.events';
import { subtreeOf } from './docs-tree';
import type { DocsDeps } from './docs.deps';
import {
  insertDoc,
  listProjectDocs,
  listTemplates,
  lockNewDocs,
  nextDocPlace,
  setDocsArchived,
} from './docs.repository';
import { saveContent } from './docs-contents.repository';
import { presentDoc } from './docs.presenter';
import { assertRoomForDocs, DOC_ARCHIVED_REFUSALS } from './docs.service';
import { pageLinkTargets } from '../../live/page-links';
import { plainText } from '../../live/plain-text';
import * as Y from 'yjs';

/** Archive a doc with its children; restore them, and the ancestors they need to be seen. */
export async function setDocArchived(
  deps: DocsDeps,
  { archived, ...call }: DocCall & { archived: boolean },
): Promise<void> {
  const access = await requireDoc(deps.db, call);
  const subject = subjectForArchiving(docSubject(access, access.doc), archived);
  authorize(docAbilities, subject, archivingAction(archived), {
    projectArchived: PROJECT_ARCHIVED,
  });
  const all = await listProjectDocs(deps.db, access.project.id);
  const subtree = subtreeOf(all, access.doc.path);
  const ancestors = archived
    ? []
    : all.filter(
        (row) => row.id !== access.doc.id && isSameOrDescendant(access.doc.path, row.path),
      );
  await setDocsArchived(
    deps.db,
    [...subtree, ...ancestors].map((row) => row.id),
    archived,
  );
  if (archived) await deps.live.resetDocs(subtree.map((row) => row.id));
  const action = archived ? 'archived' : 'restored';
  await publishDocEvent(deps, access, access.doc.id, action, call.caller.source);
  // An archived doc leaves the "Linked from" of the docs it links to.
  const targets = await listLinkTargets(
    deps.db,
    subtree.map((row) => row.id),
  );
  await publishDocLinksEvents(deps, targets, call.caller.source);
}

/**
 * Moves a doc and its children to the trash; answers how many docs went, and the trash entry
 * that its "Undo" restores.
 */
export async function deleteDoc(
  deps: DocsDeps,
  call: DocCall,
): Promise<{ removed: number; trash_id: number }> {
  const access = await requireDocFor(deps.db, call, 'delete', {
    projectArchived: PROJECT_ARCHIVED,
  });
  const { doc, group, project } = access;
  const subtree = subtreeOf(await listProjectDocs(deps.db, project.id), doc.path);
  const ids = subtree.map((row) => row.id);
  const targets = await listLinkTargets(deps.db, ids);
  const trashId = await deps.trash.moveToTrash(deps.db, call.caller, {
    kind: 'doc',
    id: doc.id,
    name: doc.name,
    groupId: group.id,
    projectId: project.id,
    path: doc.path,
    position: doc.position,
    subtree: ids,
  });
  await deps.live.resetDocs(ids);
  await publishDocEvent(deps, access, doc.id, 'deleted', call.caller.source);
  await publishDocLinksEvents(deps, targets, call.caller.source);
  await deps.trash.announce(trashId, call.caller.source);
  return { removed: subtree.length, trash_id: trashId };
}

/** A copy of a doc's content (not its children) at the end of a project's top level. */
export async function duplicateDoc(
  deps: DocsDeps,
  { input, ...call }: DocCall & { input: DuplicateDocInput },
): Promise<Doc> {
  const { caller } = call;
  const { doc } = await requireDoc(deps.db, call);
  const target = await requireProject(deps.db, caller, input.target_project_id ?? call.projectId);
  authorize(projectAbilities, projectSubject(target), 'create');
  // A doc never opened has no state yet: its copy gets the state of an empty doc, never 0 bytes.
  const ydoc = new Y.Doc();
  const original = await deps.live.currentState(doc.id);
  if (original && original.length > 0) Y.applyUpdate(ydoc, original);
  const state = Y.encodeStateAsUpdate(ydoc);
  const text = plainText(ydoc);
  let linked: number[] = [];
  const copy = await deps.db.transaction(async (tx) => {
    await assertRoomForDocs(tx, caller.workspaceId);
    await lockNewDocs(tx, target.project.id);
    const { id, position } = await nextDocPlace(tx, target.project.id, '');
    const created = await insertDoc(
      tx,
      {
        id,
        workspaceId: caller.workspaceId,
        projectId: target.project.id,
        position,
        name: input.name.trim(),
        emoji: doc.emoji,
        createdBy: caller.actor.userId,
      },
      '',
    );
    const links = pageLinkTargets(ydoc);
    linked = await saveContent(tx, created.id, state, text, [caller.actor.userId], links);
    return created;
  });
  await publishDocEvent(deps, target, copy.id, 'created', caller.source);
  await publishDocLinksEvents(deps, linked, caller.source);
  return presentDoc(copy, target, state);
}

/** GET /docs/templates: the templates the caller can see, grouped by project. */
export async function templateGroupsFor(deps: DocsDeps, { caller }: MemberCall) {
  const [templates, groups, projects, viewer] = await Promise.all([
    listTemplates(deps.db, caller.workspaceId),
    listGroups(deps.db, caller.workspaceId),
    listProjects(deps.db, caller.workspaceId),
    loadViewer(deps.db, caller),
  ]);
  const groupsById = new Map(groups.map((group) => [group.id, group]));
  return projects.flatMap((project) => {
    const group = groupsById.get(project.groupId);
    if (!group || viewer.projectRight(group, project) === null) return [];
    const mine = templates.filter((template) => template.projectId === project.id);
    if (mine.length === 0) return [];
    return [
      {
        id: project.id,
        name: project.name,
        templates: mine.map((template) => ({
          id: template.id,
          name: template.name,
          emoji: template.emoji,
        })),
      },
    ];
  });
}

/** Fills a doc with a template's content, live for its editors too. */
export async function applyTemplate(
  deps: DocsDeps,
  { templateId, ...call }: DocCall & { templateId: number },
): Promise<Doc> {
  const target = await requireDocFor(deps.db, call, 'edit', DOC_ARCHIVED_REFUSALS);
  const groups = await templateGroupsFor(deps, call);
  const template = groups
    .flatMap((group) => group.templates)
    .find((item) => item.id === templateId);
  if (!template) throw HttpError.notFound('Template not found');
  const state = (await deps.live.currentState(template.id)) ?? new Uint8Array();
  await deps.live.replaceContent(target.doc.id, state);
  await publishDocEvent(deps, target, target.doc.id, 'updated', call.caller.source);
  return presentDoc(target.doc, target, (await deps.live.currentState(target.doc.id)) ?? state);
}
