import { Button, Group, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { modalClosing } from './ConfirmModal';
import { closeModal, openModal } from './overlays';

const NEW_VERSION_TITLE = 'A new version of Hangar is available';

/**
 * The reload modal (SPEC.md section 2): a new version was deployed while this tab ran an older
 * one. It closes on Escape or the backdrop ('Later'): the tab keeps working, and a page whose
 * files are gone reloads by itself.
 */
export function openNewVersionModal(
  onClose: () => void,
  reload: () => void = () => window.location.reload(),
): string {
  const modalId = openModal({
    title: NEW_VERSION_TITLE,
    centered: true,
    size: MODAL_WIDTH.default,
    ...modalClosing({ notEasilyClosable: false }),
    onClose,
    children: (
      <Stack gap="lg">
        <Text size="sm">
          Reload the page to use it. Your documents are saved as you type; finish or copy anything
          you are writing in a form first.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => closeModal(modalId)}>
            Later
          </Button>
          <Button onClick={reload}>Reload</Button>
        </Group>
      </Stack>
    ),
  });
  return modalId;
}
