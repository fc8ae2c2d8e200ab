import { isDeepStrictEqual } from 'node:util';
import { richTextToPlain, type Log, type UpdateLogInput } from '@hangar/contracts';
import { logAbilities } from '@hangar/domain';
import type { Database } from '../../db/client';
import { visibleLinkedDocs } from '../docs/docs-linked.service';
import type { DataDeps } from '../shared/shared.deps';
import { authorize, logSubject } from '../shared/authorize';
import type { MemberContext } from '../workspaces/workspaces.access';
import { publishLogEvent } from './logs.events';
import { tellLogMentions } from './logs-mentions.service';
import {
  attachmentsOf,
  replaceAttachments,
  updateLog,
  type AttachmentRow,
  type NewAttachment,
} from './logs.repository';
import { requireLog, type LogCall } from './logs.access';
import { LOG_ARCHIVED_REFUSALS, checkedAttachments, logFor } from './logs.service';

function asNew(row: AttachmentRow): NewAttachment {
  return { linkType: row.linkType, docId: row.docId, url: row.url };
}

/**
 * The attachments after an edit: the caller's list, then the attachments to docs the caller
 * cannot see (left out of what they were shown, so never theirs to drop).
 */
async function mergedAttachments(
  db: Database,
  context: MemberContext,
  current: AttachmentRow[],
  sent: NonNullable<UpdateLogInput['attachments']>,
): Promise<NewAttachment[]> {
  const docIds = current.flatMap((row) => (row.docId === null ? [] : [row.docId]));
  const visible = await visibleLinkedDocs(db, context, docIds);
  const hidden = current.filter(
    (row) => row.linkType === 'doc' && row.docId !== null && !visible.has(row.docId),
  );
  return [...(await checkedAttachments(db, context, sent)), ...hidden.map(asNew)];
}

/** Editing the title, description or attachments sets the edition date, when they change. */
export async function editLog(
  deps: DataDeps,
  { input, ...call }: LogCall & { input: UpdateLogInput },
): Promise<Log> {
  const access = await requireLog(deps, call);
  authorize(logAbilities, logSubject(access, access.log), 'edit', LOG_ARCHIVED_REFUSALS);
  const { log } = access;
  const current = await attachmentsOf(deps.db, [log.id]);
  const attachments = input.attachments
    ? await mergedAttachments(deps.db, call.caller, current, input.attachments)
    : null;
  const title = input.title?.trim();
  // Stored as jsonb: compared without key order or undefined keys.
  const description: unknown =
    input.description === undefined ? undefined : JSON.parse(JSON.stringify(input.description));
  const changed = {
    title: title !== undefined && title !== log.title,
    description: description !== undefined && !isDeepStrictEqual(description, log.description),
    attachments: attachments !== null && !isDeepStrictEqual(attachments, current.map(asNew)),
  };
  if (!changed.title && !changed.description && !changed.attachments) return logFor(deps, call);
  await deps.db.transaction(async (tx) => {
    await updateLog(tx, log.id, {
      ...(changed.title ? { title } : {}),
      ...(changed.description && input.description
        ? {
            description: input.description,
            descriptionText: richTextToPlain(input.description),
          }
        : {}),
      edited: true,
    });
    if (attachments && changed.attachments) await replaceAttachments(tx, log.id, attachments);
  });
  await publishLogEvent(deps, access, log.id, 'updated', call.caller.source);
  if (changed.description && input.description) {
    const edited = { id: log.id, title: title ?? log.title, description: input.description };
    await tellLogMentions(deps, access, edited, call.caller);
  }
  return logFor(deps, call);
}
