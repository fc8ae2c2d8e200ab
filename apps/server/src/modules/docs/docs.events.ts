import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { GroupRow } from '../groups/groups.repository';
import type { ProjectRow } from '../projects/projects.repository';
import type { EventSource, NewLiveEvent } from '../../events/types';
import { findGroup, projectAudience } from '../groups/groups.access';
import { findProject } from '../projects/projects.access';
import type { DataDeps } from '../shared/shared.deps';
import { findDocById } from './docs.repository';

type DocAction = 'created' | 'updated' | 'moved' | 'archived' | 'restored' | 'deleted';

/** Doc events reach the people who can see the doc's project. */
export async function publishDocEvent(
  deps: { db: Database; bus: EventBus },
  access: { group: GroupRow; project: ProjectRow },
  docId: number,
  action: DocAction,
  source: EventSource,
): Promise<void> {
  const audience = await projectAudience(deps.db, access.group, access.project);
  await deps.bus.publish(docEvent(access.project, docId, action, source, audience));
}

/** `publishDocEvent` for several docs of one project, its audience read once. */
export async function publishDocEvents(
  deps: { db: Database; bus: EventBus },
  access: { group: GroupRow; project: ProjectRow },
  docIds: number[],
  action: DocAction,
  source: EventSource,
): Promise<void> {
  if (docIds.length === 0) return;
  const audience = await projectAudience(deps.db, access.group, access.project);
  for (const docId of docIds) {
    await deps.bus.publish(docEvent(access.project, docId, action, source, audience));
  }
}

/** The event of a change to a doc, for the people in `audience`. */
export function docEvent(
  project: ProjectRow,
  docId: number,
  action: DocAction,
  source: EventSource,
  audience: number[],
): NewLiveEvent {
  return {
    topic: 'doc',
    payload: { project_id: project.id, doc_id: docId, action },
    source,
    audience: { userIds: audience },
  };
}

/**
 * `docLinks`: these docs gained or lost a link from another doc; the people who can see each
 * one's project hear of it (an open "Linked from" reloads). Nothing of the linking doc is told.
 */
export async function publishDocLinksEvents(
  deps: DataDeps,
  targetIds: number[],
  source: EventSource,
): Promise<void> {
  for (const targetId of new Set(targetIds)) {
    const doc = await findDocById(deps.db, targetId);
    const project = doc && (await findProject(deps.db, doc.workspaceId, doc.projectId));
    const group = project && (await findGroup(deps.db, project.workspaceId, project.groupId));
    if (!doc || !project || !group) continue;
    await deps.bus.publish({
      topic: 'docLinks',
      payload: { project_id: project.id, doc_id: doc.id },
      source,
      audience: { userIds: await projectAudience(deps.db, group, project) },
    });
  }
}
