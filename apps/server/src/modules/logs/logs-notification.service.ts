import { routes } from '@hangar/contracts';
import { logAbilities } from '@hangar/domain';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { logTemplates } from '../../mail/templates';
import type { DataDeps } from '../shared/shared.deps';
import { authorize, logSubject } from '../shared/authorize';
import { projectTeamOf } from '../projects/projects-team.service';
import { findUserById } from '../account/account.service';
import { findMember } from '../workspaces/workspaces.access';
import { tellInbox } from '../inbox/inbox.service';
import { publishLogEvent } from './logs.events';
import { updateLog } from './logs.repository';
import { requireLog, type LogCall } from './logs.access';
import { LOG_ARCHIVED_REFUSALS } from './logs.service';

/**
 * Sends a log to the project team (everyone but the sender by default, or the chosen people
 * among them): an e-mail to those who keep e-mail alerts on, and a live notification to all.
 */
export async function notifyLog(
  deps: DataDeps & { mailer: Mailer; publicUrl: string },
  { recipients, ...call }: LogCall & { recipients: number[] | undefined },
): Promise<number> {
  const { caller } = call;
  const access = await requireLog(deps, call);
  authorize(logAbilities, logSubject(access, access.log), 'notify', LOG_ARCHIVED_REFUSALS);
  const { users: team } = await projectTeamOf(deps, access.group, access.project, access.right);
  const teamIds = new Set(team.map((entry) => entry.user.id));
  const outsiders = (recipients ?? []).filter((id) => !teamIds.has(id));
  if (outsiders.length > 0) {
    throw HttpError.validation([
      { loc: ['body', 'recipients'], msg: 'Only the project team can be notified' },
    ]);
  }
  const chosen = recipients ?? [...teamIds].filter((id) => id !== caller.actor.userId);
  const author = (await findUserById(deps.db, caller.actor.userId))?.fullname || 'A teammate';
  const url = `${deps.publicUrl}${routes.log(caller.workspaceId, access.project.id, access.log.id)}`;
  for (const userId of chosen) {
    const [user, member] = await Promise.all([
      findUserById(deps.db, userId),
      findMember(deps.db, caller.workspaceId, userId),
    ]);
    if (!user || !member || member.pendingInvite || !member.emailAlert) continue;
    await deps.mailer.send({
      to: user.email,
      ...logTemplates.notification({
        author,
        project: access.project.name,
        title: access.log.title,
        text: access.log.descriptionText,
        url,
      }),
    });
  }
  await updateLog(deps.db, access.log.id, { notificationSent: true });
  await publishLogEvent(deps, access, access.log.id, 'notified', caller.source, {
    recipients: chosen,
    title: access.log.title,
    author,
  });
  await publishLogEvent(deps, access, access.log.id, 'updated', caller.source);
  await tellInbox(
    deps,
    'log',
    chosen,
    {
      workspaceId: caller.workspaceId,
      actorId: caller.actor.userId,
      projectId: access.project.id,
      logId: access.log.id,
      title: access.log.title,
      excerpt: access.log.descriptionText,
    },
    caller.source,
  );
  return chosen.length;
}
