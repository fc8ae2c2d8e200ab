import type { BillingFunnelStep } from '@hangar/contracts/routes';
import { routes } from '@hangar/contracts/routes';
import { useNavigate, useSearchParams } from 'react-router';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';
import {
  nextFunnelStep,
  parseSelection,
  selectionSearch,
  type PlanSelection,
} from '../plan-choice';

/** The funnel's selection (plan, cycle, seats from the address) and the way to the next step. */
export function useFunnel(step: BillingFunnelStep) {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const selection = parseSelection(search, workspace?.billing.nb_seats ?? 1);
  const goTo = (target: BillingFunnelStep, chosen: PlanSelection = selection) =>
    navigate(`${routes.billingFunnel(workspaceId, target)}${selectionSearch(chosen)}`);
  return {
    workspaceId,
    workspace,
    selection,
    goTo,
    next: (chosen?: PlanSelection) => goTo(nextFunnelStep(step), chosen),
  };
}
