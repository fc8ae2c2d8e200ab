/** Workspace roles and group/project rights (SPEC.md sections 2 and 6). */
import { z } from 'zod';

/** Compares the values of a scale by level: a higher one includes the lower ones. */
function byLevel<Value extends string>(levels: Readonly<Record<Value, number>>) {
  const level = (value: Value): number => levels[value];
  return { level, atLeast: (value: Value, min: Value): boolean => level(value) >= level(min) };
}

export const WORKSPACE_ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'GUEST'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
export const workspaceRole = z.enum(WORKSPACE_ROLES);

export const ROLE_LEVELS = {
  OWNER: 40,
  ADMIN: 30,
  MEMBER: 20,
  GUEST: 10,
} as const satisfies Record<WorkspaceRole, number>;

/** Each role includes those below it: an owner satisfies a member requirement. */
export const { level: roleLevel, atLeast: hasRoleAtLeast } = byLevel(ROLE_LEVELS);

/** Rights on a group or project, strongest first. */
export const RIGHTS = ['EDIT', 'INVITE', 'VIEW'] as const;
export type Right = (typeof RIGHTS)[number];
export const right = z.enum(RIGHTS);

export const RIGHT_LABELS = {
  EDIT: 'Can edit and invite',
  INVITE: 'Can invite',
  VIEW: 'Can view',
} as const satisfies Record<Right, string>;

export const RIGHT_LEVELS = {
  EDIT: 3,
  INVITE: 2,
  VIEW: 1,
} as const satisfies Record<Right, number>;

/** Edit implies invite, and invite implies view. */
export const { level: rightLevel, atLeast: hasRightAtLeast } = byLevel(RIGHT_LEVELS);

/** A user's right on a project is the highest of a direct grant and one through a group. */
export function effectiveRight(direct: Right | null, viaGroup: Right | null): Right | null {
  if (direct === null) return viaGroup;
  if (viaGroup === null) return direct;
  return rightLevel(direct) >= rightLevel(viaGroup) ? direct : viaGroup;
}
