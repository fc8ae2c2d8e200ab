import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { projectAudience } from '../projects/projects.access';
import type { GroupRow } from '../groups/groups.repository';
import type { ProjectRow } from '../projects/projects.repository';
import type { EventSource } from '../../events/types';

type DocAction = 'created' | 'updated' | 'moved' | 'archived' | 'restored' | 'deleted';

/**
 * Doc events reach the people who can see the doc's project: `audience` when the caller read it
 * already (beside its own write), else read here.
 */
export async function publishDocEvent(
  deps: { db: Database; bus: EventBus },
  access: { group: GroupRow; project: ProjectRow },
  docId: number,
  action: DocAction,
  source: EventSource,
  audience?: number[],
): Promise<void> {
  await deps.bus.publish({
    topic: 'doc',
    payload: { project_id: access.project.id, doc_id: docId, action },
    source,
    audience: {
      userIds: audience ?? (await projectAudience(deps.db, access.group, access.project)),
    },
  });
}
