import { routes } from '@hangar/contracts/routes';
import { useParams } from 'react-router';
import { FormLayout } from './FormLayout';

/** Billing forms (customer, cycle, payment method, plan, seats): closing goes to billing. */
export function BillingFormLayout() {
  const { wsid } = useParams();
  return (
    <FormLayout
      closeTo={wsid ? routes.settings(wsid, 'billing') : undefined}
      closeLabel="Back to billing"
    />
  );
}
