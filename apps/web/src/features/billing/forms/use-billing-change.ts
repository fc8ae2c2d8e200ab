import { routes } from '@hangar/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { invalidateBilling } from '../queries';

/**
 * A billing form's change: once made, everything billing reloads (this tab skips its own live
 * events), a toast says what happened and billing settings show. Failures stay on the form.
 */
export function useBillingChange<Input, Result>(
  workspaceId: number,
  change: (input: Input) => Promise<Result>,
  success: (result: Result, input: Input) => string,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: change,
    onSuccess: async (result, input) => {
      await invalidateBilling(queryClient, workspaceId);
      toast.success(success(result, input));
      await navigate(routes.settings(workspaceId, 'billing'));
    },
  });
}
