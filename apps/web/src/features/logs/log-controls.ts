import type { Log } from '@hangar/contracts/logs';
import type { Project } from '@hangar/contracts/projects';
import { canCreateInProject, canEditProject } from '@hangar/domain/policies';

/** Which controls of a project's logs the user sees (SPEC.md sections 4 and 6). */
export interface LogControls {
  /** 'New log'. */
  create: boolean;
  /** Edit the title, description and attachments; send the notification. */
  edit: boolean;
  archive: boolean;
  restore: boolean;
  delete: boolean;
}

/**
 * From the right the server computed for the project: editors create, edit, send, archive,
 * restore and delete logs; an archived project (read-only) and an archived log (restore or
 * delete only) keep the rest still.
 */
export function logControls(
  project: Pick<Project, 'current_user_right' | 'is_archived'>,
  log: Pick<Log, 'is_archived'> | null = null,
): LogControls {
  const right = project.current_user_right;
  const editor = canEditProject(right) && !project.is_archived;
  const archived = log?.is_archived ?? false;
  return {
    create: canCreateInProject(right) && !project.is_archived,
    edit: editor && !archived,
    archive: editor && !archived,
    restore: editor && archived,
    delete: editor,
  };
}
