import { modals, type ModalSettings, type OpenConfirmModal } from '@mantine/modals';
import { randomId } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The toasts and modals host (app/OverlaysHost) is not part of the first load: it brings
 * Mantine's Modal, scroll area, focus trap, transitions and notifications, which no page needs
 * to show itself. It is requested a little after start, or as soon as a toast or a modal is
 * wanted; modals opened before it is mounted wait for it (Mantine's modal events would be lost).
 */
let requested = false;
const listeners = new Set<() => void>();
let mountedHosts = 0;
let waitingForHost: Array<() => void> = [];

export function requestOverlays(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function overlaysRequested(): boolean {
  return requested;
}

export function subscribeOverlaysRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The host calls this once its modals provider listens; the result is for its unmount. */
export function overlaysMounted(): () => void {
  mountedHosts += 1;
  for (const resolve of waitingForHost) resolve();
  waitingForHost = [];
  return () => {
    mountedHosts -= 1;
  };
}

function whenOverlaysReady(): Promise<void> {
  requestOverlays();
  if (mountedHosts > 0) return Promise.resolve();
  return new Promise((resolve) => waitingForHost.push(resolve));
}

/** Modals closed before the host was there to open them: they never open. */
const closedBeforeOpening = new Set<string>();

/** Opens a modal once the host is there. Returns its id at once (to close it later). */
export function openModal(settings: ModalSettings): string {
  const modalId = settings.modalId ?? randomId();
  void whenOverlaysReady().then(() => {
    if (closedBeforeOpening.delete(modalId)) return;
    modals.open({ ...settings, modalId });
  });
  return modalId;
}

/** A centred dialog's settings: `render` draws its content, given the way to close it. */
type DialogSettings = Omit<ModalSettings, 'centered' | 'children'> & {
  render: (close: () => void) => ReactNode;
};

/** Opens a centred dialog (openModal) whose content closes it (a form, once done). Returns its id. */
export function openDialog({ render, ...settings }: DialogSettings): string {
  const modalId: string = openModal({
    ...settings,
    centered: true,
    children: render(() => closeModal(modalId)),
  });
  return modalId;
}

/** Closes a modal of openModal, even one still waiting for the host. */
export function closeModal(modalId: string): void {
  if (mountedHosts === 0) closedBeforeOpening.add(modalId);
  else modals.close(modalId);
}

/** Opens a confirmation modal once the host is there. Returns its id at once. */
export function openConfirmation(settings: OpenConfirmModal): string {
  const modalId = settings.modalId ?? randomId();
  void whenOverlaysReady().then(() => modals.openConfirmModal({ ...settings, modalId }));
  return modalId;
}
