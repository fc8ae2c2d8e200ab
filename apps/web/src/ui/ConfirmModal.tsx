import { Text } from '@mantine/core';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import type { ReactNode } from 'react';
import { openConfirmation } from './overlays';

/** Options every Hangar modal shares; see `modalClosing`. */
export interface ModalClosingOptions {
  /**
   * The modal demands an answer: no close button, and neither Escape nor a click on the
   * backdrop closes it (SPEC.md section 2, "Global elements").
   */
  notEasilyClosable?: boolean;
}

export function modalClosing({ notEasilyClosable = false }: ModalClosingOptions) {
  return {
    withCloseButton: !notEasilyClosable,
    closeOnEscape: !notEasilyClosable,
    closeOnClickOutside: !notEasilyClosable,
  };
}

export interface ConfirmModalOptions extends ModalClosingOptions {
  title: string;
  message: ReactNode;
  /** The confirm button's text, 'Confirm' unless said. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red ('Yes, delete'). */
  critical?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Called however the modal closes: after either button, Escape or a click on the backdrop. */
  onClose?: () => void;
}

/** Asks before acting. Returns the modal id. */
export function openConfirmModal(options: ConfirmModalOptions): string {
  return openConfirmation({
    title: options.title,
    centered: true,
    size: MODAL_WIDTH.default,
    ...modalClosing(options),
    children:
      typeof options.message === 'string' ? (
        <Text size="sm">{options.message}</Text>
      ) : (
        options.message
      ),
    labels: {
      confirm: options.confirmLabel ?? (options.critical ? 'Yes, delete' : 'Confirm'),
      cancel: options.cancelLabel ?? 'Cancel',
    },
    confirmProps: { color: options.critical ? 'red' : undefined },
    onConfirm: options.onConfirm,
    onCancel: options.onCancel,
    onClose: options.onClose,
  });
}
