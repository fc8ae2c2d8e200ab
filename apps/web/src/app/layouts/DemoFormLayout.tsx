import { routes } from '@hangar/contracts/routes';
import { useParams } from 'react-router';
import { FormLayout } from './FormLayout';

/** Create a demo workspace: its close goes back, or to the workspace Home. */
export function DemoFormLayout() {
  const { wsid } = useParams();
  return <FormLayout homeTo={wsid ? routes.workspace(wsid) : routes.home()} />;
}
