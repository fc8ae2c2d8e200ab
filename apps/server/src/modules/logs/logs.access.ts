import { HttpError } from '../../http/errors';
import { requireProject, type ProjectCall } from '../projects/projects.access';
import type { DataDeps } from '../shared/shared.deps';
import { findLog } from './logs.repository';

/** A call about one log of a project, by a member of its workspace. */
export interface LogCall extends ProjectCall {
  logId: number;
}

/** A log of a project the caller can see, with the project's access, or 404. */
export async function requireLog(deps: DataDeps, { caller, projectId, logId }: LogCall) {
  // Read together: the log answers only once the project is known to be the caller's.
  const [access, log] = await Promise.all([
    requireProject(deps.db, caller, projectId),
    findLog(deps.db, projectId, logId),
  ]);
  if (!log) throw HttpError.notFound('Log not found');
  return { ...access, log };
}
