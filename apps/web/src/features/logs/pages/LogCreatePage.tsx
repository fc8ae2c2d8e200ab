import { Stack, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { useProject, useProjectId } from '../../projects/queries';
import { useWorkspaceId, workspaceKeys } from '../../workspaces/queries';
import { LogForm } from '../components/LogForm';
import { NotAllowed } from '../components/NotAllowed';
import { useWorkspaceDocChoices } from '../doc-choices';
import { emptyLogValues } from '../log-form';
import { createLog } from '../logs-api';
import { invalidateProjectLogs } from '../queries';
import { isLogLimitError, useNewLog } from '../use-new-log';

/** /logs/create: a new log; the free plan's limit opens "Can't create more logs". */
export function LogCreatePage() {
  const workspaceId = useWorkspaceId();
  const projectId = useProjectId();
  const project = useProject(workspaceId, projectId);
  const { choices } = useWorkspaceDocChoices(workspaceId, projectId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { openLimit } = useNewLog(workspaceId, projectId);
  const logsPage = routes.projectPage(workspaceId, projectId, 'logs');
  if (!project) return null;
  if (!project.abilities.create) {
    return <NotAllowed title="You cannot add logs here" />;
  }
  return (
    <Stack gap="lg" maw={860}>
      <Text c="dimmed">
        What was done, decided or shipped: the team reads it in the project’s Logs & Activity.
      </Text>
      <LogForm
        label="Create a log"
        initialValues={emptyLogValues()}
        docs={choices}
        mentions={{ workspaceId, projectId }}
        submitLabel="Create log"
        onCancel={() => void navigate(logsPage)}
        onSubmit={async (values) => {
          try {
            const logId = await createLog(workspaceId, projectId, values);
            toast.success('Log created');
            void invalidateProjectLogs(queryClient, workspaceId, projectId);
            // The free plan counts logs: `can_add_logs` may have changed.
            void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
            await navigate(routes.log(workspaceId, projectId, logId), { replace: true });
          } catch (error) {
            if (!isLogLimitError(error)) throw error;
            openLimit();
          }
        }}
      />
    </Stack>
  );
}
