import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';
import { startTrial } from '../billing-api';
import { CustomerForm } from '../customer/CustomerForm';
import { invalidateBilling, useBillingInfo } from '../queries';
import { TRIAL_STARTED } from '../use-start-trial';
import { BillingFormCard } from './BillingFormCard';
import { PageLoader } from '../../../ui/PageLoader';

/**
 * /settings/billing/form/customer: the billing details. With `?next=trial` (the trial needs
 * them), saving them starts the trial too.
 */
export function CustomerFormPage() {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const info = useBillingInfo(workspaceId).data;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const thenTrial = search.get('next') === 'trial';
  if (!info || !workspace) return <PageLoader label="Loading billing details" />;

  return (
    <BillingFormCard
      intro={
        thenTrial
          ? 'Your trial needs billing details: invoices will be made out to them if you keep Premium.'
          : 'Invoices are made out to these details.'
      }
    >
      <CustomerForm
        workspaceId={workspaceId}
        customer={info.customer}
        defaultName={workspace.name}
        submitLabel={thenTrial ? 'Save and start the trial' : 'Save'}
        onSaved={async () => {
          if (thenTrial) {
            await startTrial(workspaceId);
            await invalidateBilling(queryClient, workspaceId);
            toast.success(TRIAL_STARTED);
          } else {
            toast.success('Billing details saved');
          }
          await navigate(routes.settings(workspaceId, 'billing'));
        }}
      />
    </BillingFormCard>
  );
}
