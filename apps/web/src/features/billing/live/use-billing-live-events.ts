import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveTopic } from '../../../api/sse';
import { openPlanUpdatedModal } from '../../../ui/PlanUpdatedModal';
import { handleBillingEvent } from './billing-live-handlers';

/** Applies the `billing` live events while a page of the workspace is open. */
export function useBillingLiveEvents(workspaceId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let modalOpen = false;
    return onLiveTopic('billing', (payload) =>
      handleBillingEvent(payload, {
        workspaceId,
        queryClient,
        planUpdated: () => {
          // One modal, however many plan events arrive before the reload.
          if (modalOpen) return;
          modalOpen = true;
          openPlanUpdatedModal();
        },
      }),
    );
  }, [workspaceId, queryClient]);
}
