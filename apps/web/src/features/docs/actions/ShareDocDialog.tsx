import { Button, CopyButton, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setDocShared } from '../docs-api';
import { errorText } from '../error-text';
import { docKeys, docQuery } from '../queries';

/** The address of a doc's public link, on this app's host. */
export function publicDocLink(projectId: number, docId: number, token: string): string {
  return new URL(routes.publicDoc(projectId, docId, token), window.location.origin).toString();
}

interface ShareDocDialogProps {
  workspaceId: number;
  projectId: number;
  docId: number;
}

/** Share: the doc's public read-only link on or off, and the link to copy (SPEC.md section 4). */
export function ShareDocDialog({ workspaceId, projectId, docId }: ShareDocDialogProps) {
  const queryClient = useQueryClient();
  const doc = useQuery(docQuery(workspaceId, projectId, docId)).data;
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => setDocShared(workspaceId, projectId, docId, enabled),
    onSuccess: (token) => {
      queryClient.setQueryData(docKeys.detail(workspaceId, projectId, docId), (current) =>
        current ? { ...current, share_token: token } : current,
      );
      void queryClient.invalidateQueries({
        queryKey: [...docKeys.project(workspaceId, projectId), 'tree'],
      });
    },
  });
  if (!doc) return null;
  const token = doc.share_token;
  const link = token ? publicDocLink(projectId, docId, token) : null;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Anyone with the link can read this page, without signing in: only this page, not the pages
        inside it. Nobody can change anything through it.
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
          {errorText(toggle.error, 'The link could not be changed.')}
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
