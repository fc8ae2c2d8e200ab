import { useSyncExternalStore } from 'react';

/**
 * Whether the search modal is open: the side menu's search box and Ctrl/Cmd+K open it, from
 * anywhere in the workspace; `SearchModalHost` shows it.
 */
let opened = false;
const listeners = new Set<() => void>();

function setOpened(value: boolean): void {
  if (opened === value) return;
  opened = value;
  for (const listener of listeners) listener();
}

export const openSearch = () => setOpened(true);
export const closeSearch = () => setOpened(false);
export const toggleSearch = () => setOpened(!opened);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchOpened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => opened,
    () => false,
  );
}

/** The shortcut as the user's keyboard writes it. */
export function searchShortcutLabel(): string {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return mac ? '⌘K' : 'Ctrl K';
}
