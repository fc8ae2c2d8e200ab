import { CANT_CREATE_MORE_LOGS } from '@hangar/contracts/logs';
import { routes } from '@hangar/contracts/routes';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { openPlanLimitModal } from '../billing/limits/PlanLimitModal';
import { useWorkspace } from '../workspaces/queries';

/** The server refused a new log for the free plan's limit. */
export function isLogLimitError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.detail === CANT_CREATE_MORE_LOGS;
}

/**
 * 'New log' (SPEC.md section 5): the creation page, or "Can't create more logs" with Upgrade
 * while the workspace says `can_add_logs: false`.
 */
export function useNewLog(workspaceId: number, projectId: number) {
  const navigate = useNavigate();
  const workspace = useWorkspace(workspaceId);
  const openLimit = () =>
    openPlanLimitModal({
      item: 'logs',
      workspaceId,
      canUpgrade: workspace?.abilities.upgrade === true,
    });
  return {
    open: () => {
      if (workspace && !workspace.can_add_logs) openLimit();
      else void navigate(routes.logCreate(workspaceId, projectId));
    },
    openLimit,
  };
}
