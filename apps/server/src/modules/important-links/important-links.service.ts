import type { AddImportantLinkInput, ImportantLinks, ValidationIssue } from '@hangar/contracts';
import { FORM_MESSAGES } from '@hangar/contracts';
import { urlIdentity } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { assertLinkableDocs, visibleLinkedDocs } from '../docs/docs-linked.service';
import { requireProject, requireProjectFor, type ProjectCall } from '../projects/projects.access';
import type { DataDeps } from '../shared/shared.deps';
import type { MemberContext } from '../workspaces/workspaces.access';
import { PROJECT_ARCHIVED } from '../shared/archived-messages';
import {
  insertLink,
  insertLinkGroup,
  linkGroupsOf,
  updateLink,
  type NewLink,
} from './important-links.repository';
import { publishExternalLink, publishLinks } from './important-links.events';
import { presentLinks } from './important-links.presenter';

export { insertLink, insertLinkGroup, linkGroupsOf } from './important-links.repository';
export { presentLinks } from './important-links.presenter';
export { publishLinks } from './important-links.events';

export async function linksOf(
  db: Database,
  context: MemberContext,
  projectId: number,
): Promise<ImportantLinks> {
  const { groups, links } = await linkGroupsOf(db, [projectId]);
  const docIds = links.flatMap((link) => (link.docId === null ? [] : [link.docId]));
  return presentLinks(groups, links, await visibleLinkedDocs(db, context, docIds));
}

export async function importantLinksFor(deps: DataDeps, { caller, projectId }: ProjectCall) {
  const { project } = await requireProject(deps.db, caller, projectId);
  return linksOf(deps.db, caller, project.id);
}

type LinkInput =
  | { link_type: 'doc'; doc_id: number; title?: string }
  | { link_type: 'external'; url: string; title?: string };

export function toNewLink(input: LinkInput): NewLink {
  return input.link_type === 'doc'
    ? { linkType: 'doc', docId: input.doc_id, url: null, title: input.title ?? '' }
    : { linkType: 'external', docId: null, url: input.url, title: input.title ?? '' };
}

/** Two external links with the same address are duplicates (see `urlIdentity`). */
export function duplicateIssues(
  urls: { url: string; loc: (string | number)[] }[],
): ValidationIssue[] {
  const seen = new Set<string>();
  return urls.flatMap(({ url, loc }) => {
    const key = urlIdentity(url);
    if (seen.has(key)) return [{ loc, msg: FORM_MESSAGES.linkAlreadyListed }];
    seen.add(key);
    return [];
  });
}

/** The project, when the caller may change its links: the edit right, and not archived. */
export async function requireEditable(deps: DataDeps, context: MemberContext, projectId: number) {
  return requireProjectFor(deps.db, context, projectId, 'editContent', {
    archived: PROJECT_ARCHIVED,
  });
}

export async function addImportantLink(
  deps: DataDeps,
  { caller, projectId, input }: ProjectCall & { input: AddImportantLinkInput },
): Promise<ImportantLinks> {
  const access = await requireEditable(deps, caller, projectId);
  const current = await linkGroupsOf(deps.db, [access.project.id]);
  if (input.link_type === 'doc') {
    await assertLinkableDocs(deps.db, caller, [{ docId: input.doc_id, loc: ['body', 'doc_id'] }]);
  } else {
    const existing = current.links.flatMap((link) =>
      link.url ? [{ url: link.url, loc: [] }] : [],
    );
    const issues = duplicateIssues([...existing, { url: input.url, loc: ['body', 'url'] }]);
    if (issues.length > 0) throw HttpError.validation(issues);
  }
  const group =
    input.group_id === undefined ? null : current.groups.find((row) => row.id === input.group_id);
  if (input.group_id !== undefined && !group) throw HttpError.notFound('Link group not found');
  await deps.db.transaction(async (tx) => {
    const target =
      group ??
      (await insertLinkGroup(tx, access.project.id, input.group_name ?? '', current.groups.length));
    const position = current.links.filter((link) => link.groupId === target.id).length;
    await insertLink(tx, target.id, position, toNewLink(input));
  });
  await publishLinks(deps, access, caller.source);
  return linksOf(deps.db, caller, access.project.id);
}

/** PUT /projects/{id}/external-links/{linkId}: a new address or title for one external link. */
export async function editExternalLink(
  deps: DataDeps,
  {
    caller,
    projectId,
    linkId,
    input,
  }: ProjectCall & { linkId: number; input: { url?: string; title?: string } },
): Promise<ImportantLinks> {
  const access = await requireEditable(deps, caller, projectId);
  const current = await linkGroupsOf(deps.db, [access.project.id]);
  const link = current.links.find((row) => row.id === linkId && row.linkType === 'external');
  if (!link) throw HttpError.notFound('Link not found');
  if (input.url) {
    const others = current.links
      .filter((row) => row.id !== linkId && row.url)
      .map((row) => ({ url: row.url ?? '', loc: [] }));
    const issues = duplicateIssues([...others, { url: input.url, loc: ['body', 'url'] }]);
    if (issues.length > 0) throw HttpError.validation(issues);
  }
  await updateLink(deps.db, link.id, {
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
  });
  await publishExternalLink(deps, access, link.id, caller.source);
  return linksOf(deps.db, caller, access.project.id);
}
