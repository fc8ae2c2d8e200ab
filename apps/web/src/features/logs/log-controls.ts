import type { Log } from '@hangar/contracts/logs';
import type { Project } from '@hangar/contracts/projects';

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
 * From the `abilities` the server computed with @hangar/domain: the project's for 'New log', the
 * log's for the rest (none without a log).
 */
export function logControls(
  project: Pick<Project, 'abilities'>,
  log: Pick<Log, 'abilities'> | null = null,
): LogControls {
  const abilities = log?.abilities;
  return {
    create: project.abilities.create,
    edit: abilities?.edit ?? false,
    archive: abilities?.archive ?? false,
    restore: abilities?.restore ?? false,
    delete: abilities?.delete ?? false,
  };
}
