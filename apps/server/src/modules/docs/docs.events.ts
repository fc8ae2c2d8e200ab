import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { projectAudience } from '../projects/projects.access';
import type { GroupRow } from '../groups/groups.repository';
import type { ProjectRow } from '../projects/projects.repository';
import type { EventSource, NewLiveEvent } from '../../events/types';

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
