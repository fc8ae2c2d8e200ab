import { canRestore } from '../access';
import { hasRoleAtLeast, type Right, type WorkspaceRole } from '../roles';
import type { Abilities } from './abilities';

export const TRASH_ACTIONS = [
  /** See it on the trash page (and in a project's filtered view). */
  'see',
  /** Put it back where it was, with everything deleted with it. */
  'restore',
  /** Purge it now, before its retention ends. */
  'deleteForever',
] as const;
export type TrashAction = (typeof TRASH_ACTIONS)[number];
export type TrashAbilities = Abilities<TrashAction>;

export interface TrashSubject {
  role: WorkspaceRole;
  /**
   * The member's right, now, where the item lived: on its project, or on its group for a
   * deleted group; null when they cannot see that place.
   */
  right: Right | null;
}

/**
 * docs/trash.md: those who may edit where an item lived (members and up) see it in the trash and
 * restore it; an owner or admin among them may also delete it for ever.
 */
export function trashAbilities({ role, right }: TrashSubject): TrashAbilities {
  const restorer = canRestore(role, right);
  return {
    see: restorer,
    restore: restorer,
    deleteForever: restorer && hasRoleAtLeast(role, 'ADMIN'),
  };
}
