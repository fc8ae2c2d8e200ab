import { routes } from '@hangar/contracts/routes';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { useWorkspaceId } from '../../workspaces/queries';
import { cardLabel } from '../billing-labels';
import { CardForm } from '../card/CardForm';
import { useBillingInfo } from '../queries';
import { BillingFormCard } from './BillingFormCard';
import { PageLoader } from '../../../ui/PageLoader';

/** /settings/billing/form/payment-method: a new card replaces the one charged. */
export function PaymentMethodFormPage() {
  const workspaceId = useWorkspaceId();
  const info = useBillingInfo(workspaceId).data;
  const navigate = useNavigate();
  if (!info) return <PageLoader label="Loading billing" />;
  return (
    <BillingFormCard
      intro={
        info.payment_method
          ? `The new card replaces ${cardLabel(info.payment_method)} for the next payments.`
          : 'The card the subscription is charged to.'
      }
    >
      <CardForm
        workspaceId={workspaceId}
        info={info}
        submitLabel="Save card"
        onSaved={(method) => {
          toast.success(`${cardLabel(method)} saved`);
          void navigate(routes.settings(workspaceId, 'billing'));
        }}
      />
    </BillingFormCard>
  );
}
