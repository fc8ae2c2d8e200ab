import { logAbilities } from '@hangar/domain';
import { logSubject, VISITOR } from '../shared/authorize';
import { UNTITLED_DOC, routes, type ImportantLinks, type PublicLog } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { listProjectDocs } from '../docs/docs.service';
import type { LinkedDoc } from '../docs/docs-linked.service';
import { linkGroupsOf, presentLinks } from '../important-links/important-links.service';
import { attachmentsOf, logsPageOf, presentLog } from '../logs/logs.service';
import { findUserById } from '../account/account.service';
import type { ProjectRow } from '../projects/projects.repository';

/** The project's active docs as public links: links to other projects' docs are left out. */
async function publicDocTargets(
  db: Database,
  project: ProjectRow,
  token: string,
): Promise<Map<number, LinkedDoc>> {
  const docs = (await listProjectDocs(db, project.id)).filter((doc) => !doc.isArchived);
  return new Map(
    docs.map((doc) => [
      doc.id,
      {
        id: doc.id,
        projectId: project.id,
        title: doc.name || UNTITLED_DOC,
        url: routes.publicProjectDoc(project.id, doc.id, token),
      },
    ]),
  );
}

/** GET /public/{token}/logs: the shared project's active logs; authors without their user id. */
export async function publicLogs(
  db: Database,
  project: ProjectRow,
  token: string,
  page: { limit?: number; before?: number } = {},
): Promise<{ logs: PublicLog[]; more: boolean }> {
  const { rows, more } = await logsPageOf(db, { projectId: project.id, archived: false, ...page });
  const [attachments, docs] = await Promise.all([
    attachmentsOf(
      db,
      rows.map((row) => row.id),
    ),
    publicDocTargets(db, project, token),
  ]);
  const logs = await Promise.all(
    rows.map(async (row) => {
      const creator = row.creatorId === null ? null : await findUserById(db, row.creatorId);
      const abilities = logAbilities(logSubject({ ...VISITOR, project }, row));
      const log = presentLog(row, attachments, docs, creator, abilities);
      return {
        ...log,
        creator: log.creator && { fullname: log.creator.fullname, avatar: log.creator.avatar },
      };
    }),
  );
  return { logs, more };
}

/** GET /public/{token}/important-links */
export async function publicImportantLinks(
  db: Database,
  project: ProjectRow,
  token: string,
): Promise<ImportantLinks> {
  const { groups, links } = await linkGroupsOf(db, [project.id]);
  return presentLinks(groups, links, await publicDocTargets(db, project, token));
}
