import { useQueryClient } from '@tanstack/react-query';
import { fallbackRoute } from '../guards';
import { FormLayout } from './FormLayout';

/** /account: a form page whose close goes back, or to the user's home without history. */
export function AccountLayout() {
  const queryClient = useQueryClient();
  return <FormLayout closeLabel="Close" homeTo={() => fallbackRoute(queryClient)} />;
}
