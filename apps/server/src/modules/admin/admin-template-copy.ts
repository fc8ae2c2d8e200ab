import { pageLinkTargetsOfState } from '../../live/page-links';
import { childPath, parentPathOf, pathIds } from '@hangar/domain';
import type { Database } from '../../db/client';
import { insertDoc, listProjectDocs, loadContent, saveContent } from '../docs/docs.service';
import { insertGroup, listGroups, listProjects } from '../groups/groups.service';
import {
  insertLinkGroup,
  insertLink,
  linkGroupsOf,
} from '../important-links/important-links.service';
import {
  attachmentsOf,
  insertLog,
  listLogs,
  replaceAttachments,
  type NewAttachment,
} from '../logs/logs.service';
import { insertProject, updateProject } from '../projects/projects.service';

/**
 * Copies a template workspace's groups, projects, docs (with their content), logs and
 * important links into another workspace, keeping every link inside the copy.
 */
export async function copyWorkspaceContent(
  db: Database,
  fromId: number,
  toId: number,
): Promise<void> {
  const docIds = new Map<number, number>();
  for (const group of await listGroups(db, fromId)) {
    const newGroup = await insertGroup(db, {
      workspaceId: toId,
      name: group.name,
      privacy: group.privacy,
      right: group.right,
    });
    const projects = (await listProjects(db, fromId)).filter(
      (project) => project.groupId === group.id,
    );
    for (const project of projects) {
      const copy = await insertProject(db, {
        workspaceId: toId,
        groupId: newGroup.id,
        name: project.name,
        emoji: project.emoji,
        privacy: project.privacy,
        right: project.right,
      });
      if (project.planning) await updateProject(db, copy.id, { planning: project.planning });
      const docs = (await listProjectDocs(db, project.id)).sort(
        (a, b) => pathIds(a.path).length - pathIds(b.path).length,
      );
      const paths = new Map<string, string>();
      for (const doc of docs) {
        const parent = parentPathOf(doc.path);
        const newParent = parent === '' ? '' : (paths.get(parent) ?? '');
        const created = await insertDoc(
          db,
          {
            workspaceId: toId,
            projectId: copy.id,
            position: doc.position,
            name: doc.name,
            emoji: doc.emoji,
            createdBy: null,
          },
          newParent,
        );
        paths.set(doc.path, childPath(newParent, created.id));
        docIds.set(doc.id, created.id);
        const content = await loadContent(db, doc.id);
        if (content)
          await saveContent(
            db,
            created.id,
            content.state,
            content.text,
            [],
            pageLinkTargetsOfState(content.state),
          );
      }
      const logs = await listLogs(db, [project.id]);
      const attachments = await attachmentsOf(
        db,
        logs.map((log) => log.id),
      );
      for (const log of [...logs].reverse()) {
        const newLog = await insertLog(db, {
          workspaceId: toId,
          projectId: copy.id,
          title: log.title,
          description: log.description,
          descriptionText: log.descriptionText,
          creatorId: null,
        });
        await replaceAttachments(
          db,
          newLog.id,
          attachments
            .filter((row) => row.logId === log.id)
            .flatMap((row): NewAttachment[] => {
              if (row.linkType === 'external')
                return [{ linkType: 'external', docId: null, url: row.url }];
              const docId = row.docId === null ? undefined : docIds.get(row.docId);
              return docId ? [{ linkType: 'doc', docId, url: null }] : [];
            }),
        );
      }
      const links = await linkGroupsOf(db, [project.id]);
      for (const linkGroup of links.groups) {
        const newGroupRow = await insertLinkGroup(db, copy.id, linkGroup.name, linkGroup.position);
        for (const link of links.links.filter((row) => row.groupId === linkGroup.id)) {
          const docId = link.docId === null ? null : (docIds.get(link.docId) ?? null);
          if (link.linkType === 'doc' && docId === null) continue;
          await insertLink(db, newGroupRow.id, link.position, {
            linkType: link.linkType,
            docId,
            url: link.url,
            title: link.title,
          });
        }
      }
    }
  }
}
