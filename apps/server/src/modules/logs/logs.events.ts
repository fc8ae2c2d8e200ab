import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { projectAudience } from '../groups/groups.access';
import type { GroupRow } from '../groups/groups.repository';
import type { ProjectRow } from '../projects/projects.repository';
import type { EventSource } from '../../events/types';

type LogAction = 'created' | 'updated' | 'archived' | 'restored' | 'deleted' | 'notified';

/** `log` for the log itself, and `projectLogs` when the project's list of logs changed. */
export async function publishLogEvent(
  deps: { db: Database; bus: EventBus },
  access: { group: GroupRow; project: ProjectRow },
  logId: number,
  action: LogAction,
  source: EventSource,
  notification?: { recipients: number[]; title: string; author: string },
): Promise<void> {
  const userIds =
    notification?.recipients ?? (await projectAudience(deps.db, access.group, access.project));
  await deps.bus.publish({
    topic: 'log',
    payload: {
      project_id: access.project.id,
      log_id: logId,
      action,
      ...(notification ? { title: notification.title, author: notification.author } : {}),
    },
    source,
    audience: { userIds },
  });
  if (action !== 'updated' && action !== 'notified') {
    await deps.bus.publish({
      topic: 'projectLogs',
      payload: { project_id: access.project.id },
      source,
      audience: { userIds },
    });
  }
}
