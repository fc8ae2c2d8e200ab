import type { Subscription } from '@hangar/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { toast } from '../../../ui/toast';
import { invalidateBilling, subscriptionQuery } from '../queries';

/**
 * A change of the subscription made from billing settings (cancel, resume): the answer
 * replaces the cached subscription, everything billing reloads, and a toast says what happened;
 * a refusal shows the server's (or the provider's) words.
 */
export function useSubscriptionAction(
  workspaceId: number,
  action: (workspaceId: number) => Promise<Subscription>,
  success: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => action(workspaceId),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQuery(workspaceId).queryKey, subscription);
      await invalidateBilling(queryClient, workspaceId);
      toast.success(success);
    },
    onError: (error) => {
      toast.error((isApiError(error) && error.detail) || 'The change could not be made.');
    },
  });
}
