import { HttpError } from '../../http/errors';

export const PROJECT_ARCHIVED = 'This project is archived. Restore it before changing it.';

/**
 * An archived project is read-only (its logs, important links and planning included): the
 * project is restored first, then what is in it.
 */
export function assertProjectActive(project: { isArchived: boolean }): void {
  if (project.isArchived) throw HttpError.forbidden(PROJECT_ARCHIVED);
}
