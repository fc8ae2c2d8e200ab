import { Button, Group, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { modalClosing } from './ConfirmModal';
import { openModal } from './overlays';

/** Another tab or person changed the workspace plan: the page must reload to continue. */
export function openPlanUpdatedModal(reload: () => void = () => window.location.reload()): string {
  return openModal({
    title: 'The Workspace plan has been updated',
    centered: true,
    size: MODAL_WIDTH.default,
    ...modalClosing({ notEasilyClosable: true }),
    children: (
      <Stack gap="lg">
        <Text size="sm">Reload the page to continue with the new plan and its limits.</Text>
        <Group justify="flex-end">
          <Button onClick={reload}>Reload</Button>
        </Group>
      </Stack>
    ),
  });
}
