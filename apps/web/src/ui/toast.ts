import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@hangar/domain/constants';
import { createElement, Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { requestOverlays } from './overlays';

interface ToastOptions {
  /** A second line under the message. */
  description?: string;
  /** A link after the text, to a page of the app; following it closes the toast. */
  link?: { label: string; to: string };
  /** A button after the text ('Undo') acting on `key`, each its own toast; pressing it closes it. */
  action?: { label: string; key: string; onClick: () => void };
  /** How long it shows, when longer than usual (an action's time to act). */
  duration?: number;
}

/**
 * The same words get the same id: while a toast shows, asking for it again (a double click, the
 * same action twice) does not stack a second one under it.
 */
export function toastId(color: string, message: string, options: ToastOptions = {}): string {
  const key = [
    color,
    message,
    options.description ?? '',
    options.link?.to ?? '',
    options.action?.key ?? '',
  ].join('\u0000');
  let hash = 5381;
  for (let index = 0; index < key.length; index += 1) {
    hash = (Math.imul(hash, 33) + key.charCodeAt(index)) | 0;
  }
  return `toast-${(hash >>> 0).toString(36)}-${key.length}`;
}

const bold = { fontWeight: 600 };
const actionStyle = {
  font: 'inherit',
  ...bold,
  color: 'var(--mantine-color-anchor)',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
};

function show(color: string, icon: ReactNode, message: string, options: ToastOptions) {
  // The store keeps the toast until the host (loading now if it was not) shows it.
  requestOverlays();
  const id = toastId(color, message, options);
  const text = options.description ?? message;
  const { link, action } = options;
  const after = (run?: () => void) => () => {
    notifications.hide(id);
    run?.();
  };
  const follow = link
    ? createElement(Link, { to: link.to, onClick: after(), style: bold }, link.label)
    : action &&
      createElement(
        'button',
        { type: 'button', onClick: after(action.onClick), style: actionStyle },
        action.label,
      );
  return notifications.show({
    id,
    title: options.description ? message : undefined,
    message: follow ? createElement(Fragment, null, `${text} `, follow) : text,
    color,
    icon,
    autoClose: options.duration ?? TOAST_DURATION_MS,
    withBorder: true,
  });
}

/**
 * Short confirmations and failures ('Document archived'), gone after 4 seconds, at the top right
 * under the top bar, where they cover neither its actions nor a form's buttons (see
 * app/OverlaysHost).
 */
export const toast = {
  success: (message: string, options: ToastOptions = {}) =>
    show('teal', createElement(IconCheck, { size: 18 }), message, options),
  error: (message: string, options: ToastOptions = {}) =>
    show('red', createElement(IconX, { size: 18 }), message, options),
  info: (message: string, options: ToastOptions = {}) =>
    show('indigo', createElement(IconInfoCircle, { size: 18 }), message, options),
};
