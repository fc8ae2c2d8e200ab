import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyCodeProps {
  /** What the value is: its caption and its copy button's name ('Copy <label>'). */
  label: string;
  value: string;
  description?: string;
}

/** A value to paste elsewhere (a provider's console, a DNS zone), with its copy button. */
export function CopyCode({ label, value, description }: CopyCodeProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block flex={1} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied!' : 'Copy'}>
              <ActionIcon
                variant="default"
                size="lg"
                color={copied ? 'teal' : undefined}
                aria-label={`Copy ${label}`}
                onClick={copy}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
