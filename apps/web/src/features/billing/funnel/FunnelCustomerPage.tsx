import { CustomerForm } from '../customer/CustomerForm';
import { useBillingInfo } from '../queries';
import { FunnelFrame } from './FunnelFrame';
import { useFunnel } from './use-funnel';
import { PageLoader } from '../../../ui/PageLoader';

/** Funnel, step 1: the billing details invoices are made out to. */
export function FunnelCustomerPage() {
  const { workspaceId, workspace, next } = useFunnel('customer');
  const info = useBillingInfo(workspaceId).data;
  return (
    <FunnelFrame step="customer" intro="Who the invoices are made out to.">
      {info && workspace ? (
        <CustomerForm
          workspaceId={workspaceId}
          customer={info.customer}
          defaultName={workspace.name}
          submitLabel="Continue"
          onSaved={() => next()}
        />
      ) : (
        <PageLoader label="Loading billing details" />
      )}
    </FunnelFrame>
  );
}
