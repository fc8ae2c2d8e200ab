import { MENTION_OUTSIDE, type CommentAuthor } from '@hangar/contracts';
import { HttpError } from '../../http/errors';
import { mediaPath } from '../account/account.service';
import { authorsByIds } from '../docs/docs-history.service';
import type { GroupRow } from '../groups/groups.repository';
import { projectAudience } from '../groups/groups.access';
import { requireProjectFor, type ProjectCall } from '../projects/projects.access';
import type { ProjectRow } from '../projects/projects.repository';
import type { DataDeps } from '../shared/shared.deps';

const SUGGESTIONS = 20;

/** Refuses mentions of anyone who cannot read the project's docs (422, nothing written). */
export async function checkMentions(
  deps: DataDeps,
  access: { group: GroupRow; project: ProjectRow },
  mentions: number[],
): Promise<number[]> {
  const unique = [...new Set(mentions)];
  if (unique.length === 0) return [];
  const readers = new Set(await projectAudience(deps.db, access.group, access.project));
  if (unique.some((id) => !readers.has(id))) {
    throw HttpError.validation([{ loc: ['body', 'mentions'], msg: MENTION_OUTSIDE }]);
  }
  return unique.sort((a, b) => a - b);
}

/** GET /projects/:projectId/mentionable?q=: people who can read the project, by name. */
export async function mentionableFor(
  deps: DataDeps,
  { q, ...call }: ProjectCall & { q: string },
): Promise<CommentAuthor[]> {
  const access = await requireProjectFor(deps.db, call.caller, call.projectId, 'read');
  const readers = await projectAudience(deps.db, access.group, access.project);
  const people = await authorsByIds(deps.db, readers);
  const wanted = q.toLocaleLowerCase();
  return [...people.values()]
    .filter((user) => user.fullname.toLocaleLowerCase().includes(wanted))
    .sort((a, b) => a.fullname.localeCompare(b.fullname))
    .slice(0, SUGGESTIONS)
    .map((user) => ({ id: user.id, fullname: user.fullname, avatar: mediaPath(user.avatar) }));
}
