import {
  CANT_CREATE_MORE_LOGS,
  richTextToPlain,
  type CreateLogInput,
  type Log,
} from '@hangar/contracts';
import {
  archivingAction,
  canAddMore,
  logAbilities,
  projectAbilities,
  subjectForArchiving,
} from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { assertLinkableDocs, visibleLinkedDocs } from '../docs/linked-docs';
import { requireProject } from '../projects/projects.access';
import type { DataDeps } from '../shared/shared.deps';
import { LOG_ARCHIVED, PROJECT_ARCHIVED } from '../shared/archived-messages';
import { updateProject } from '../projects/projects.repository';
import { findUserById } from '../account/account.repository';
import {
  authorize,
  logSubject,
  NOT_ALLOWED,
  projectSubject,
  type RefusalMessages,
} from '../shared/authorize';
import type { MemberContext } from '../workspaces/workspaces.access';
import { findWorkspace } from '../workspaces/workspaces.repository';
import { publishLogEvent } from './logs.events';
import { presentLog } from './logs.presenter';
import {
  attachmentsOf,
  countLogs,
  deleteLog,
  findLog,
  insertLog,
  listLogs,
  replaceAttachments,
  updateLog,
  type LogRow,
  type NewAttachment,
} from './logs.repository';
import type { EventSource } from '../../events/types';

export { NOT_ALLOWED };

/** What changing a log of an archived project, or an archived log, answers. */
export const LOG_ARCHIVED_REFUSALS: RefusalMessages = {
  projectArchived: PROJECT_ARCHIVED,
  archived: LOG_ARCHIVED,
};

type ProjectAccess = Awaited<ReturnType<typeof requireProject>>;

/** Presents logs with their attachments and creators, as the caller may see them. */
export async function presentLogs(
  db: Database,
  context: MemberContext,
  access: ProjectAccess,
  rows: LogRow[],
): Promise<Log[]> {
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  );
  const docIds = attachments.flatMap((row) => (row.docId === null ? [] : [row.docId]));
  const linked = await visibleLinkedDocs(db, context, docIds);
  const creators = new Map(
    await Promise.all(
      [...new Set(rows.map((row) => row.creatorId))].map(
        async (id) => [id, id === null ? null : await findUserById(db, id)] as const,
      ),
    ),
  );
  return rows.map((row) =>
    presentLog(
      row,
      attachments,
      linked,
      creators.get(row.creatorId) ?? null,
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

export async function projectLogs(
  deps: DataDeps,
  context: MemberContext,
  projectId: number,
  only: 'active' | 'archived',
): Promise<Log[]> {
  const access = await requireProject(deps.db, context, projectId);
  const rows = (await listLogs(deps.db, [access.project.id])).filter(
    (row) => row.isArchived === (only === 'archived'),
  );
  return presentLogs(deps.db, context, access, rows);
}

export async function requireLog(
  deps: DataDeps,
  context: MemberContext,
  projectId: number,
  logId: number,
) {
  const access = await requireProject(deps.db, context, projectId);
  const log = await findLog(deps.db, access.project.id, logId);
  if (!log) throw HttpError.notFound('Log not found');
  return { ...access, log };
}

export async function logFor(
  deps: DataDeps,
  context: MemberContext,
  projectId: number,
  logId: number,
) {
  const access = await requireLog(deps, context, projectId, logId);
  const [presented] = await presentLogs(deps.db, context, access, [access.log]);
  if (!presented) throw HttpError.notFound('Log not found');
  return presented;
}

export async function createLog(
  deps: DataDeps,
  context: MemberContext,
  projectId: number,
  input: CreateLogInput,
  source: EventSource,
): Promise<number> {
  const access = await requireProject(deps.db, context, projectId);
  authorize(projectAbilities, projectSubject(access), 'create', { archived: PROJECT_ARCHIVED });
  const attachments = await checkedAttachments(deps.db, context, input.attachments);
  const log = await deps.db.transaction(async (tx) => {
    const workspace = await findWorkspace(tx, context.workspaceId);
    if (!workspace || !canAddMore(workspace.plan, 'logs', await countLogs(tx, workspace.id))) {
      throw HttpError.forbidden(CANT_CREATE_MORE_LOGS);
    }
    const created = await insertLog(tx, {
      workspaceId: context.workspaceId,
      projectId: access.project.id,
      title: input.title.trim(),
      description: input.description,
      descriptionText: richTextToPlain(input.description),
      creatorId: context.actor.userId,
    });
    await replaceAttachments(tx, created.id, attachments);
    await updateProject(tx, access.project.id, {});
    return created;
  });
  await publishLogEvent(deps, access, log.id, 'created', source);
  return log.id;
}

export async function setLogArchived(
  deps: DataDeps,
  context: MemberContext,
  projectId: number,
  logId: number,
  archived: boolean,
  source: EventSource,
): Promise<void> {
  const access = await requireLog(deps, context, projectId, logId);
  const subject = subjectForArchiving(logSubject(access, access.log), archived);
  authorize(logAbilities, subject, archivingAction(archived), LOG_ARCHIVED_REFUSALS);
  await updateLog(deps.db, access.log.id, { isArchived: archived });
  await publishLogEvent(deps, access, access.log.id, archived ? 'archived' : 'restored', source);
}

export async function removeLog(
  deps: DataDeps,
  context: MemberContext,
  projectId: number,
  logId: number,
  source: EventSource,
): Promise<void> {
  const access = await requireLog(deps, context, projectId, logId);
  authorize(logAbilities, logSubject(access, access.log), 'delete', LOG_ARCHIVED_REFUSALS);
  await deleteLog(deps.db, access.log.id);
  await publishLogEvent(deps, access, access.log.id, 'deleted', source);
}
