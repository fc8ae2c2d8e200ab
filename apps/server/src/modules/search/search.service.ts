import { UNTITLED_DOC, type SearchList } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { visibleLinkedDocs } from '../docs/docs-linked.service';
import { linkGroupsOf } from '../important-links/important-links.service';
import type { MemberCall } from '../workspaces/workspaces.access';
import { visibleItems } from '../groups/groups-visible-items.service';
import { docsOfProjects, searchableLogsOf } from './search.repository';

/**
 * GET /search: every group, project, doc, important link and log the caller may see in the
 * workspace, archived ones included (marked), for the search modal to filter on the client.
 */
export async function searchList(
  { db }: { db: Database },
  { caller }: MemberCall,
): Promise<SearchList> {
  const { visibleGroups, visibleProjects, groupsById, projectsById, locationOf } =
    await visibleItems(db, { caller });
  const projectIds = visibleProjects.map((project) => project.id);

  const [docRows, logRows, linkRows] = await Promise.all([
    docsOfProjects(db, projectIds),
    searchableLogsOf(db, projectIds),
    linkGroupsOf(db, projectIds),
  ]);
  const linkedDocIds = linkRows.links.flatMap((link) => (link.docId === null ? [] : [link.docId]));
  const linkedDocs = await visibleLinkedDocs(db, caller, linkedDocIds);
  const groupOfLink = new Map(linkRows.groups.map((group) => [group.id, group.projectId]));

  return {
    groups: visibleGroups.map((group) => ({
      id: group.id,
      title: group.name,
      emoji: null,
      is_archived: group.isArchived,
      location: [],
    })),
    projects: visibleProjects.map((project) => ({
      id: project.id,
      title: project.name,
      emoji: project.emoji,
      is_archived: project.isArchived,
      location: [groupsById.get(project.groupId)?.name ?? ''],
      group_id: project.groupId,
    })),
    docs: docRows.map((doc) => ({
      id: doc.id,
      title: doc.name || UNTITLED_DOC,
      emoji: doc.emoji,
      is_archived: doc.isArchived || Boolean(projectsById.get(doc.projectId)?.isArchived),
      location: locationOf(doc.projectId),
      project_id: doc.projectId,
    })),
    important_docs: linkRows.links.flatMap((link) => {
      const projectId = groupOfLink.get(link.groupId) ?? 0;
      const doc = link.docId === null ? null : linkedDocs.get(link.docId);
      if (link.linkType === 'doc' && !doc) return [];
      return [
        {
          id: link.id,
          title: link.title || doc?.title || link.url || '',
          emoji: null,
          is_archived: Boolean(projectsById.get(projectId)?.isArchived),
          location: locationOf(projectId),
          project_id: projectId,
          url: link.linkType === 'external' ? link.url : null,
          doc_id: doc?.id ?? null,
        },
      ];
    }),
    logs: logRows.map((log) => ({
      id: log.id,
      title: log.title,
      emoji: null,
      is_archived: log.isArchived || Boolean(projectsById.get(log.projectId)?.isArchived),
      location: locationOf(log.projectId),
      project_id: log.projectId,
    })),
  };
}
