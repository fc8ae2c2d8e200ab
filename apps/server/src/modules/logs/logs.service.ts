import {
  CANT_CREATE_MORE_LOGS,
  richTextToPlain,
  type CreateLogInput,
  type Log,
} from '@hangar/contracts';
import { archivingAction, logAbilities, subjectForArchiving } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { assertLinkableDocs, visibleLinkedDocs } from '../docs/docs-linked.service';
import { requireProject, requireProjectFor, type ProjectCall } from '../projects/projects.access';
import type { DataDeps, TrashingDeps } from '../shared/shared.deps';
import { LOG_ARCHIVED, PROJECT_ARCHIVED } from '../shared/archived-messages';
import { updateProject } from '../projects/projects.service';
import { findUsersByIds } from '../account/account.service';
import { authorize, logSubject, type RefusalMessages } from '../shared/authorize';
import type { MemberContext } from '../workspaces/workspaces.access';
import { assertRoomFor } from '../workspaces/workspaces.service';
import { requireLog, type LogCall } from './logs.access';
import { publishLogEvent } from './logs.events';
import { tellLogMentions } from './logs-mentions.service';
import { logsPageOf } from './logs-page';
import { presentLog } from './logs.presenter';
import {
  attachmentsOf,
  countLogs,
  insertLog,
  replaceAttachments,
  updateLog,
  type LogRow,
  type NewAttachment,
} from './logs.repository';

export {
  attachmentsOf,
  insertLog,
  listLogs,
  replaceAttachments,
  type NewAttachment,
} from './logs.repository';
export { logsPageOf } from './logs-page';
export { presentLog } from './logs.presenter';
export { publishLogEvent } from './logs.events';

/** What changing a log of an archived project, or an archived log, answers. */
export const LOG_ARCHIVED_REFUSALS: RefusalMessages = {
  projectArchived: PROJECT_ARCHIVED,
  archived: LOG_ARCHIVED,
};

type ProjectAccess = Awaited<ReturnType<typeof requireProject>>;

/** Presents logs with their attachments and creators, as the caller may see them. */
async function presentLogs(
  db: Database,
  context: MemberContext,
  access: ProjectAccess,
  rows: LogRow[],
): Promise<Log[]> {
  const [attachments, creators] = await Promise.all([
    attachmentsOf(
      db,
      rows.map((row) => row.id),
    ),
    findUsersByIds(
      db,
      rows.flatMap((row) => (row.creatorId === null ? [] : [row.creatorId])),
    ),
  ]);
  const docIds = attachments.flatMap((row) => (row.docId === null ? [] : [row.docId]));
  const linked = await visibleLinkedDocs(db, context, docIds);
  return rows.map((row) =>
    presentLog(
      row,
      attachments,
      linked,
      (row.creatorId !== null && creators.get(row.creatorId)) || null,
      logAbilities(logSubject(access, row)),
    ),
  );
}

export async function checkedAttachments(
  db: Database,
  context: MemberContext,
  attachments: CreateLogInput['attachments'],
): Promise<NewAttachment[]> {
  await assertLinkableDocs(
    db,
    context,
    attachments.flatMap((attachment, index) =>
      attachment.link_type === 'doc'
        ? [{ docId: attachment.target.id, loc: ['body', 'attachments', index, 'target', 'id'] }]
        : [],
    ),
  );
  return attachments.map((attachment) =>
    attachment.link_type === 'doc'
      ? { linkType: 'doc', docId: attachment.target.id, url: null }
      : { linkType: 'external', docId: null, url: attachment.target.url },
  );
}

export interface LogsPageCall extends ProjectCall {
  only: 'active' | 'archived';
  /** At most this many logs; every one without it. */
  limit?: number;
  /** A log's id: the logs after it in the list. */
  before?: number;
}

/** A page of a project's logs, newest first, and whether more follow it. */
export async function projectLogs(
  deps: DataDeps,
  { caller, projectId, only, limit, before }: LogsPageCall,
): Promise<{ logs: Log[]; more: boolean }> {
  const access = await requireProject(deps.db, caller, projectId);
  const page = await logsPageOf(deps.db, {
    projectId: access.project.id,
    archived: only === 'archived',
    limit,
    before,
  });
  return { logs: await presentLogs(deps.db, caller, access, page.rows), more: page.more };
}

export async function logFor(deps: DataDeps, call: LogCall) {
  const access = await requireLog(deps, call);
  const [presented] = await presentLogs(deps.db, call.caller, access, [access.log]);
  if (!presented) throw HttpError.notFound('Log not found');
  return presented;
}

const LIMITED_LOGS = { item: 'logs', count: countLogs, refusal: CANT_CREATE_MORE_LOGS } as const;

/** Stops a free workspace that has no room for `adding` more logs (a restore from the trash). */
export function assertRoomForLogs(db: Database, workspaceId: number, adding: number) {
  return assertRoomFor(db, workspaceId, { ...LIMITED_LOGS, adding });
}

export async function createLog(
  deps: DataDeps,
  { caller, projectId, input }: ProjectCall & { input: CreateLogInput },
): Promise<number> {
  const access = await requireProjectFor(deps.db, caller, projectId, 'create', {
    archived: PROJECT_ARCHIVED,
  });
  const attachments = await checkedAttachments(deps.db, caller, input.attachments);
  const log = await deps.db.transaction(async (tx) => {
    await assertRoomFor(tx, caller.workspaceId, LIMITED_LOGS);
    const created = await insertLog(tx, {
      workspaceId: caller.workspaceId,
      projectId: access.project.id,
      title: input.title.trim(),
      description: input.description,
      descriptionText: richTextToPlain(input.description),
      creatorId: caller.actor.userId,
    });
    await replaceAttachments(tx, created.id, attachments);
    await updateProject(tx, access.project.id, {});
    return created;
  });
  await publishLogEvent(deps, access, log.id, 'created', caller.source);
  await tellLogMentions(deps, access, log, caller);
  return log.id;
}

export async function setLogArchived(
  deps: DataDeps,
  { archived, ...call }: LogCall & { archived: boolean },
): Promise<void> {
  const access = await requireLog(deps, call);
  const subject = subjectForArchiving(logSubject(access, access.log), archived);
  authorize(logAbilities, subject, archivingAction(archived), LOG_ARCHIVED_REFUSALS);
  await updateLog(deps.db, access.log.id, { isArchived: archived });
  const action = archived ? 'archived' : 'restored';
  await publishLogEvent(deps, access, access.log.id, action, call.caller.source);
}

/** Moves a log to the trash; answers the trash entry that its "Undo" restores. */
export async function removeLog(deps: TrashingDeps, call: LogCall): Promise<number> {
  const access = await requireLog(deps, call);
  const { log, group, project } = access;
  authorize(logAbilities, logSubject(access, log), 'delete', LOG_ARCHIVED_REFUSALS);
  const { caller } = call;
  const trashId = await deps.trash.moveToTrash(deps.db, caller, {
    kind: 'log',
    id: log.id,
    name: log.title,
    groupId: group.id,
    projectId: project.id,
  });
  await publishLogEvent(deps, access, log.id, 'deleted', caller.source);
  await deps.trash.announce(trashId, caller.source);
  return trashId;
}
