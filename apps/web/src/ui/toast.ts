import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@hangar/domain/constants';
import { createElement, type ReactNode } from 'react';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { requestOverlays } from './overlays';

interface ToastOptions {
  /** A second line under the message. */
  description?: string;
}

function show(color: string, icon: ReactNode, message: string, options: ToastOptions) {
  // The store keeps the toast until the host (loading now if it was not) shows it.
  requestOverlays();
  return notifications.show({
    title: options.description ? message : undefined,
    message: options.description ?? message,
    color,
    icon,
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
  });
}

/** Short confirmations and failures ('Document archived'), gone after 4 seconds. */
export const toast = {
  success: (message: string, options: ToastOptions = {}) =>
    show('teal', createElement(IconCheck, { size: 18 }), message, options),
  error: (message: string, options: ToastOptions = {}) =>
    show('red', createElement(IconX, { size: 18 }), message, options),
  info: (message: string, options: ToastOptions = {}) =>
    show('indigo', createElement(IconInfoCircle, { size: 18 }), message, options),
};
