import { routes } from '@hangar/contracts/routes';
import { TRIAL_DAYS } from '@hangar/domain/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { toast } from '../../ui/toast';
import { startTrial } from './billing-api';
import { invalidateBilling } from './queries';

export const TRIAL_LABEL = `Start a ${TRIAL_DAYS}-day trial`;
export const TRIAL_STARTED = `Your ${TRIAL_DAYS}-day Premium trial has started`;

/**
 * `POST /billing/trial`: PREMIUM for 14 days, no card needed. It reloads the workspace and
 * the billing info (SPEC.md section 4), then shows billing settings.
 */
export function useStartTrial(workspaceId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => startTrial(workspaceId),
    onSuccess: async () => {
      await invalidateBilling(queryClient, workspaceId);
      toast.success(TRIAL_STARTED);
      await navigate(routes.settings(workspaceId, 'billing'));
    },
    onError: (error) => {
      toast.error((isApiError(error) && error.detail) || 'The trial could not start.');
    },
  });
}
