import type { EventSource } from '../../events/types';
import { findGroup } from '../groups/groups.repository';
import { projectAudience } from '../projects/projects.access';
import { findProject } from '../projects/projects.repository';
import type { DataDeps } from '../shared/shared.deps';
import { findDocById } from './docs.repository';

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
