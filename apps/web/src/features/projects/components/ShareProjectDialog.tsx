import { Button, CopyButton, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { invalidateGroupsAndProjects } from '../../groups/cache';
import { setProjectShared } from '../projects-api';
import { projectKeys, projectQuery } from '../queries';

/** The address of a project's public link, on this app's host. */
export function publicProjectLink(projectId: number, token: string): string {
  return new URL(routes.publicProject(projectId, token), window.location.origin).toString();
}

/** Share: the public read-only link on or off, and the link to copy (SPEC.md section 4). */
export function ShareProjectDialog({
  workspaceId,
  projectId,
}: {
  workspaceId: number;
  projectId: number;
}) {
  const queryClient = useQueryClient();
  const project = useQuery(projectQuery(workspaceId, projectId)).data;
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => setProjectShared(workspaceId, projectId, enabled),
    onSuccess: (token) => {
      queryClient.setQueryData(projectKeys.detail(workspaceId, projectId), (current) =>
        current ? { ...current, is_shared: token !== null, share_token: token } : current,
      );
      void invalidateGroupsAndProjects(queryClient, workspaceId);
    },
  });
  if (!project) return null;
  const token = project.share_token;
  const link = token ? publicProjectLink(project.id, token) : null;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Anyone with the link can read this project, without signing in: its docs, logs, important
        documents and planning. Nobody can change anything through it.
      </Text>
      <Switch
        checked={token !== null}
        onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        disabled={toggle.isPending}
        label={token ? 'Public link: On' : 'Public link: Off'}
        size="md"
      />
      {toggle.error ? (
        <Text size="sm" c="red.7" role="alert">
          {(isApiError(toggle.error) && toggle.error.detail) || 'The link could not be changed.'}
        </Text>
      ) : null}
      {link ? (
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Public link"
            value={link}
            readOnly
            flex={1}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                miw={124}
                style={{ flex: 'none' }}
              >
                {copied ? 'Copied!' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : null}
    </Stack>
  );
}
