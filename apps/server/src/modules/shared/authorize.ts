import {
  refusalOf,
  workspaceAbilities,
  type Abilities,
  type DocSubject,
  type GroupSubject,
  type LogSubject,
  type ProjectSubject,
  type Refusal,
  type Right,
  type WorkspaceAction,
  type WorkspaceRole,
} from '@hangar/domain';
import { HttpError } from '../../http/errors';

const NOT_ALLOWED = 'You do not have the right to do this';

/**
 * The message of each refusal: by an archived state, or (`right`) by anything else, such as the
 * role, the right or a plan's limit; NOT_ALLOWED where none is given.
 */
export type RefusalMessages = Partial<Record<Refusal, string>>;

/**
 * The one check of who may do what: 403 unless the @hangar/domain abilities allow the action,
 * saying why when an archived state is what stops it. The only place that answers 403.
 */
export function authorize<Subject extends object, Action extends string>(
  abilitiesOf: (subject: Subject) => Abilities<Action>,
  subject: Subject,
  action: Action,
  messages: RefusalMessages = {},
): void {
  const refusal = refusalOf(abilitiesOf, subject, action);
  if (refusal === null) return;
  throw HttpError.forbidden(messages[refusal] ?? NOT_ALLOWED);
}

/** `authorize` of an action on the whole workspace, which the member's role allows or not. */
export function authorizeInWorkspace(
  member: { role: WorkspaceRole },
  action: WorkspaceAction,
  right?: string,
): void {
  authorize(workspaceAbilities, { role: member.role }, action, right ? { right } : {});
}

interface Access {
  right: Right | null;
  viewer: { role: WorkspaceRole };
}

/** The subjects of the domain's abilities, from what `requireGroup` and co. load. */
export function groupSubject(access: Access & { group: { isArchived: boolean } }): GroupSubject {
  return { role: access.viewer.role, right: access.right, archived: access.group.isArchived };
}

export function projectSubject(
  access: Access & { project: { isArchived: boolean } },
): ProjectSubject {
  return { role: access.viewer.role, right: access.right, archived: access.project.isArchived };
}

export function docSubject(
  access: Access & { project: { isArchived: boolean; viewersComment: boolean } },
  doc: { isArchived: boolean; isLocked: boolean },
): DocSubject {
  return {
    ...projectSubject(access),
    projectArchived: access.project.isArchived,
    archived: doc.isArchived,
    locked: doc.isLocked,
    viewersComment: access.project.viewersComment,
  };
}

export function logSubject(
  access: Access & { project: { isArchived: boolean } },
  log: { isArchived: boolean },
): LogSubject {
  return {
    right: access.right,
    projectArchived: access.project.isArchived,
    archived: log.isArchived,
  };
}

/** A share link's visitor: reads, and nothing else. */
export const VISITOR = { right: 'VIEW', viewer: { role: 'GUEST' } } as const satisfies Access;
