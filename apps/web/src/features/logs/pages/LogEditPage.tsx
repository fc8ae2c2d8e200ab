import { Stack } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { LogForm } from '../components/LogForm';
import { NotAllowed } from '../components/NotAllowed';
import { useWorkspaceDocChoices } from '../doc-choices';
import { attachedDocTitles, logValues } from '../log-form';
import { updateLog } from '../logs-api';
import { invalidateProjectLogs, logKeys } from '../queries';
import { useRouteLog } from '../use-route-log';

/** /logs/{logid}/edit: title, description and attachments; saving sets the edition date. */
export function LogEditPage() {
  const { workspaceId, projectId, logId, log, project } = useRouteLog();
  const { choices } = useWorkspaceDocChoices(workspaceId, projectId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logPage = routes.log(workspaceId, projectId, logId);
  if (!log || !project) return null;
  if (!log.abilities.edit) return <NotAllowed title="You cannot edit this log" />;
  return (
    <Stack gap="lg" maw={860}>
      <LogForm
        key={log.id}
        label="Edit the log"
        initialValues={logValues(log)}
        knownTitles={attachedDocTitles(log)}
        docs={choices}
        mentions={{ workspaceId, projectId }}
        submitLabel="Save"
        onCancel={() => void navigate(logPage)}
        onSubmit={async (values) => {
          const saved = await updateLog(workspaceId, projectId, logId, values);
          queryClient.setQueryData(logKeys.detail(workspaceId, projectId, logId), saved);
          void invalidateProjectLogs(queryClient, workspaceId, projectId);
          toast.success('Log saved');
          await navigate(logPage, { replace: true });
        }}
      />
    </Stack>
  );
}
