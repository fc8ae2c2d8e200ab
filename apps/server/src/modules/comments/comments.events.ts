import type { EventSource } from '../../events/types';
import type { GroupRow } from '../groups/groups.repository';
import { projectAudience } from '../groups/groups.access';
import type { ProjectRow } from '../projects/projects.repository';
import type { DataDeps } from '../shared/shared.deps';

/** `comments`: a thread of the doc changed; everyone who can read the project hears it. */
export async function publishCommentsEvent(
  deps: DataDeps,
  access: { group: GroupRow; project: ProjectRow },
  docId: number,
  threadId: number,
  source: EventSource,
): Promise<void> {
  await deps.bus.publish({
    topic: 'comments',
    payload: { project_id: access.project.id, doc_id: docId, thread_id: threadId },
    source,
    audience: { userIds: await projectAudience(deps.db, access.group, access.project) },
  });
}
