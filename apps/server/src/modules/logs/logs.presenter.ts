import type { Log } from '@hangar/contracts';
import type { LogAbilities } from '@hangar/domain';
import type { LinkedDoc } from '../docs/docs-linked.service';
import type { UserRow } from '../account/account.repository';
import { mediaPath } from '../account/account.service';
import type { AttachmentRow, LogRow } from './logs.repository';

export function presentLog(
  log: LogRow,
  attachments: AttachmentRow[],
  linkedDocs: Map<number, LinkedDoc>,
  creator: UserRow | null,
  abilities: LogAbilities,
): Log {
  return {
    id: log.id,
    project_id: log.projectId,
    title: log.title,
    description: log.description,
    attachments: attachments
      .filter((row) => row.logId === log.id)
      .flatMap((row): Log['attachments'] => {
        if (row.linkType === 'external') {
          return [
            {
              link_type: 'external' as const,
              target: { id: null, url: row.url ?? '', title: row.url ?? '' },
            },
          ];
        }
        const doc = row.docId === null ? undefined : linkedDocs.get(row.docId);
        return doc
          ? [{ link_type: 'doc' as const, target: { id: doc.id, url: doc.url, title: doc.title } }]
          : [];
      }),
    creator: creator
      ? { id: creator.id, fullname: creator.fullname, avatar: mediaPath(creator.avatar) }
      : null,
    notification_sent: log.notificationSent,
    is_archived: log.isArchived,
    abilities,
    created_at: log.createdAt.toISOString(),
    edition_date: log.editionDate?.toISOString() ?? null,
  };
}
