import { routes } from '@hangar/contracts/routes';
import { useParams } from 'react-router';
import { FormLayout } from './FormLayout';

/** Full-page forms of a workspace (create a group, a project): closing goes back, or Home. */
export function WorkspaceFormLayout() {
  const { wsid } = useParams();
  return <FormLayout homeTo={wsid ? routes.workspace(wsid) : routes.home()} />;
}
