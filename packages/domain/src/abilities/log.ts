import { canEdit, canView } from '../access';
import type { Right } from '../roles';
import type { Abilities } from './abilities';

export const LOG_ACTIONS = [
  'read',
  /** Title, description and attachments. */
  'edit',
  /** Send the notification e-mail. */
  'notify',
  'archive',
  'restore',
  'delete',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
export type LogAbilities = Abilities<LogAction>;

export interface LogSubject {
  /** The member's right on the log's project; null when they cannot see it. */
  right: Right | null;
  projectArchived: boolean;
  archived: boolean;
}

/**
 * Editors of the project handle its logs; an archived project keeps them all still, and an
 * archived log can only be restored or deleted until restored.
 */
export function logAbilities({ right, projectArchived, archived }: LogSubject): LogAbilities {
  const live = canEdit(right) && !projectArchived;
  return {
    read: canView(right),
    edit: live && !archived,
    notify: live && !archived,
    archive: live && !archived,
    restore: live && archived,
    delete: live,
  };
}
