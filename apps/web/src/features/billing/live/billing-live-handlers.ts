import type { EventPayload } from '@hangar/contracts/events';
import type { QueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../../workspaces/queries';
import { billingKeys } from '../queries';

export interface BillingLiveContext {
  /** The workspace of the page on screen. */
  workspaceId: number;
  queryClient: QueryClient;
  /** Opens 'The Workspace plan has been updated' (not easily closable). */
  planUpdated: () => void;
}

function reloadWorkspace(queryClient: QueryClient, workspaceId: number) {
  void queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
  void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
}

/**
 * `billing` (SPEC.md section 7): 'plan' reloads the workspace (its plan and limits) and asks
 * for a reload when it is the workspace on screen (this tab's own changes never get here: their
 * events carry its client id as source and are skipped); 'workspace'
 * reloads the workspace (seats, flags); 'billing' the subscription and the billing info;
 * 'billing_info' the billing info; 'invoice' the invoices.
 */
export function handleBillingEvent(
  payload: EventPayload<'billing'>,
  context: BillingLiveContext,
): void {
  const { workspace_id: workspaceId, change } = payload;
  const { queryClient } = context;
  switch (change) {
    case 'plan':
      reloadWorkspace(queryClient, workspaceId);
      if (workspaceId === context.workspaceId) context.planUpdated();
      return;
    case 'workspace':
      reloadWorkspace(queryClient, workspaceId);
      return;
    case 'billing':
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: billingKeys.info(workspaceId) });
      return;
    case 'billing_info':
      void queryClient.invalidateQueries({ queryKey: billingKeys.info(workspaceId) });
      return;
    case 'invoice':
      void queryClient.invalidateQueries({ queryKey: billingKeys.invoices(workspaceId) });
      return;
  }
}
