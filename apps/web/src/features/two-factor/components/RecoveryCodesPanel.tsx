import { Alert, Button, CopyButton, Group, List, Paper, Stack } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconAlertTriangle } from '@tabler/icons-react';

const FILE_NAME = 'hangar-recovery-codes.txt';

function codesText(codes: string[]): string {
  return `Hangar recovery codes (each works once)\n\n${codes.join('\n')}\n`;
}

/** Saves the codes as a text file (a data URL: nothing to revoke afterwards). */
function downloadCodes(codes: string[]): void {
  const link = document.createElement('a');
  link.href = `data:text/plain;charset=utf-8,${encodeURIComponent(codesText(codes))}`;
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
}

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

/** The ten recovery codes, shown once: Copy, Download, and "I have saved them". */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />}>
        Save these codes somewhere safe, such as a password manager. Each one signs you in once when
        you cannot use your authenticator app. They are not shown again.
      </Alert>
      <Paper withBorder radius="md" p="md">
        <List
          aria-label="Recovery codes"
          listStyleType="none"
          ff="monospace"
          fz="md"
          spacing={4}
          style={{ columns: '2 10rem', columnGap: 'var(--mantine-spacing-xl)' }}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm" wrap="wrap">
        <CopyButton value={codesText(codes)}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadCodes(codes)}
        >
          Download
        </Button>
        <Button onClick={onDone} ml={{ xs: 'auto' }}>
          I have saved them
        </Button>
      </Group>
    </Stack>
  );
}
