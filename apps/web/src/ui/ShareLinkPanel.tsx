import { Button, CopyButton, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface ShareLinkPanelProps {
  /** What the link opens, and to whom. */
  description: string;
  /** The public link's address; null while sharing is off. */
  link: string | null;
  onToggle: (enabled: boolean) => void;
  pending: boolean;
  /** Why the last toggle failed, in words for the user. */
  error: string | null;
}

/**
 * A project's or doc's public read-only link (SPEC.md section 4): 'Public link: On' / 'Off', and
 * the link to copy ('Copied!').
 */
export function ShareLinkPanel({
  description,
  link,
  onToggle,
  pending,
  error,
}: ShareLinkPanelProps) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      <Switch
        checked={link !== null}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        disabled={pending}
        label={link ? 'Public link: On' : 'Public link: Off'}
        size="md"
      />
      {error ? (
        <Text size="sm" c="red.7" role="alert">
          {error}
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
