import { projectAudience } from '../groups/groups.access';
import type { GroupRow } from '../groups/groups.repository';
import type { ProjectRow } from '../projects/projects.repository';
import type { DataDeps } from '../shared/shared.deps';
import type { EventSource } from '../../events/types';

type ProjectAccess = { group: GroupRow; project: ProjectRow };

/** The project's list of important links changed: everyone who can see the project reloads it. */
export async function publishLinks(deps: DataDeps, access: ProjectAccess, source: EventSource) {
  await deps.bus.publish({
    topic: 'projectLinks',
    payload: { project_id: access.project.id },
    source,
    audience: { userIds: await projectAudience(deps.db, access.group, access.project) },
  });
}

/** One external link got a new address or title. */
export async function publishExternalLink(
  deps: DataDeps,
  access: ProjectAccess,
  linkId: number,
  source: EventSource,
) {
  await deps.bus.publish({
    topic: 'externalLink',
    payload: { project_id: access.project.id, link_id: linkId },
    source,
    audience: { userIds: await projectAudience(deps.db, access.group, access.project) },
  });
}
