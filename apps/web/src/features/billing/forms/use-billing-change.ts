import { routes } from '@hangar/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { asOwnBillingAction } from '../own-actions';
import { invalidateBilling } from '../queries';

/**
 * A billing form's change: sent as this tab's own action, then everything billing reloads, a
 * toast says what happened and billing settings show. Failures stay on the form (`error`).
 */
export function useBillingChange<Input, Result>(
  workspaceId: number,
  change: (input: Input) => Promise<Result>,
  success: (result: Result, input: Input) => string,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: Input) => asOwnBillingAction(workspaceId, () => change(input)),
    onSuccess: async (result, input) => {
      await invalidateBilling(queryClient, workspaceId);
      toast.success(success(result, input));
      await navigate(routes.settings(workspaceId, 'billing'));
    },
  });
}
