import { docAbilities, type DocAction } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { authorize, docSubject, type RefusalMessages } from '../shared/authorize';
import { audienceOf } from '../groups/groups.access';
import { projectAccessOf, requireProject, type ProjectCall } from '../projects/projects.access';
import { findDocAccess, findDocAccessWithContent, findDocForEdit } from './docs.repository';

export { findDoc } from './docs.repository';

const DOC_NOT_FOUND = 'Doc not found';

/** A call about one doc of a project. */
export interface DocCall extends ProjectCall {
  docId: number;
}

/** A doc of a project the caller can see, loaded through that project, or 404. */
export async function requireDoc(db: Database, call: DocCall) {
  const found = await findOr404(db, call, await findDocAccess(db, keyOf(call)));
  return { ...projectAccessOf(call.caller, found), doc: found.doc };
}

/** `requireDoc`, when the caller may do `action` with the doc: 403 otherwise (`authorize`). */
export async function requireDocFor(
  db: Database,
  call: DocCall,
  action: DocAction,
  messages?: RefusalMessages,
) {
  const access = await requireDoc(db, call);
  authorize(docAbilities, docSubject(access, access.doc), action, messages);
  return access;
}

/** `requireDoc` with the doc's stored content (null when it has none yet), in one query. */
export async function requireDocWithContent(db: Database, call: DocCall) {
  const found = await findOr404(db, call, await findDocAccessWithContent(db, keyOf(call)));
  return { ...projectAccessOf(call.caller, found), doc: found.doc, content: found.content };
}

/** `requireDocWithContent` with who may hear of a change to the doc, in one query (an edit). */
export async function requireDocForEdit(db: Database, call: DocCall) {
  const found = await findOr404(db, call, await findDocForEdit(db, keyOf(call)));
  const access = projectAccessOf(call.caller, found);
  return {
    ...access,
    doc: found.doc,
    content: found.content,
    audience: audienceOf(found.audience, access.group, access.project),
  };
}

function keyOf({ caller, projectId, docId }: DocCall) {
  return { workspaceId: caller.workspaceId, projectId, docId, userId: caller.actor.userId };
}

async function findOr404<Found>(db: Database, call: DocCall, found: Found | null): Promise<Found> {
  if (found) return found;
  await requireProject(db, call.caller, call.projectId); // says which of the two is missing
  throw HttpError.notFound(DOC_NOT_FOUND);
}
