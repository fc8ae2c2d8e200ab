import { richTextMentions, type RichTextNode } from '@hangar/contracts';
import type { GroupRow } from '../groups/groups.repository';
import { tellNewMentions } from '../inbox/inbox.service';
import { projectAudience } from '../groups/groups.access';
import type { ProjectRow } from '../projects/projects.repository';
import type { DataDeps } from '../shared/shared.deps';
import type { MemberContext } from '../workspaces/workspaces.access';

/** The people a log's description mentions hear of it, once each, if they can read it. */
export async function tellLogMentions(
  deps: DataDeps,
  access: { group: GroupRow; project: ProjectRow },
  log: { id: number; title: string; description: RichTextNode },
  caller: MemberContext,
): Promise<void> {
  const mentions = richTextMentions(log.description);
  if (mentions.size === 0) return;
  const place = {
    workspaceId: caller.workspaceId,
    projectId: access.project.id,
    logId: log.id,
    title: log.title,
  };
  await tellNewMentions(deps, place, mentions, {
    readers: await projectAudience(deps.db, access.group, access.project),
    actorId: caller.actor.userId,
    source: caller.source,
  });
}
