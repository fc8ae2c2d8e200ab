import { Alert, Avatar, Button, Checkbox, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { avatarColor } from '@hangar/domain/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconBellCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignedInUserId } from '../../../app/session';
import { personName } from '../../../ui/AvatarRow';
import { toast } from '../../../ui/toast';
import { errorText } from '../../docs/error-text';
import { projectTeamQuery } from '../../projects/queries';
import { NotAllowed } from '../components/NotAllowed';
import { notifyLog } from '../logs-api';
import { invalidateProjectLogs } from '../queries';
import { useRouteLog } from '../use-route-log';

/**
 * /logs/{logid}/send-notification: the project's team (everyone but the sender, all chosen by
 * default) gets the log by e-mail; then the log shows 'Notification sent'.
 */
export function LogNotificationPage() {
  const { workspaceId, projectId, logId, log, project } = useRouteLog();
  const me = useSignedInUserId();
  const team = useQuery(projectTeamQuery(workspaceId, projectId));
  const people = (team.data ?? []).filter((entry) => entry.user.id !== me);
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const chosen = people.map((entry) => String(entry.user.id)).filter((id) => !unchecked.has(id));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logPage = routes.log(workspaceId, projectId, logId);
  const send = useMutation({
    mutationFn: () => notifyLog(workspaceId, projectId, logId, chosen.map(Number)),
    onSuccess: async (notified) => {
      toast.success('Notification sent', {
        description: `${notified} ${notified === 1 ? 'person was' : 'people were'} notified.`,
      });
      await invalidateProjectLogs(queryClient, workspaceId, projectId);
      await navigate(logPage, { replace: true });
    },
    onError: (error) => toast.error(errorText(error, 'The notification could not be sent.')),
  });

  if (!log || !project) return null;
  if (!log.abilities.notify) return <NotAllowed title="You cannot send this log" />;
  return (
    <Stack gap="lg" maw={640}>
      <Text>
        Send “<b>{log.title}</b>” by e-mail to the project’s team. People who turned e-mail alerts
        off are skipped.
      </Text>
      {log.notification_sent ? (
        <Alert color="teal" variant="light" icon={<IconBellCheck size={18} />}>
          This log’s notification was already sent; you can send it again.
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {team.isPending ? (
          <Loader size="sm" />
        ) : people.length === 0 ? (
          <Text c="dimmed">Nobody else is on the project’s team yet.</Text>
        ) : (
          <Checkbox.Group
            label="Recipients"
            description={`${chosen.length} of ${people.length} chosen`}
            value={chosen}
            onChange={(values) =>
              setUnchecked(
                new Set(
                  people.map((entry) => String(entry.user.id)).filter((id) => !values.includes(id)),
                ),
              )
            }
          >
            <Stack gap="sm" mt="sm">
              {people.map((entry) => {
                const name = personName(entry.user);
                return (
                  <Checkbox
                    key={entry.user.id}
                    value={String(entry.user.id)}
                    label={
                      <Group gap={8} wrap="nowrap">
                        <Avatar
                          aria-hidden="true"
                          src={entry.user.avatar}
                          alt=""
                          size={24}
                          radius="xl"
                          color={avatarColor(name)}
                          variant="filled"
                        >
                          {entry.user.initial}
                        </Avatar>
                        <Text size="sm">{name}</Text>
                      </Group>
                    }
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
        )}
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => void navigate(logPage)}>
          Cancel
        </Button>
        <Button
          leftSection={<IconSend size={16} />}
          onClick={() => send.mutate()}
          loading={send.isPending}
          disabled={chosen.length === 0}
        >
          Send notification
        </Button>
      </Group>
    </Stack>
  );
}
