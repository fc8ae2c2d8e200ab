import type { LiveState } from './live-session';

export type SyncStatusKind = 'connecting' | 'saving' | 'saved' | 'offline' | 'readonly';

export interface SyncStatus {
  kind: SyncStatusKind;
  /** Changes the server has not confirmed yet. */
  pending: number;
  /** The short text shown at every width: 'Saved', 'Saving · 3', 'Offline · 3'. */
  label: string;
  /** The full sentence (tooltip and screen readers). */
  description: string;
}

function changes(count: number): string {
  return `${count} change${count === 1 ? '' : 's'}`;
}

/**
 * What the doc's status says (issue 6 "never lose an edit"): Saved, Saving (with the changes on
 * their way), Offline (with the changes kept in this browser), or Read only for those who
 * cannot edit. 'Connecting' only until the first connection opened or failed.
 */
export function syncStatus(state: LiveState, editable: boolean): SyncStatus {
  const pending = state.readOnly ? 0 : state.unsynced;
  const online = state.connection === 'connected';
  if (!editable || state.readOnly) {
    return {
      kind: 'readonly',
      pending: 0,
      label: 'Read only',
      description: online
        ? 'You can read this page; changes made by others appear as they happen.'
        : 'You can read this page, as it was last saved.',
    };
  }
  if (state.denied) {
    return {
      kind: 'offline',
      pending,
      label: pending > 0 ? `Offline · ${pending}` : 'Offline',
      description: 'The live server refused the connection. Your changes are kept in this browser.',
    };
  }
  if (!online) {
    if (!state.attempted) {
      return { kind: 'connecting', pending, label: 'Connecting', description: 'Connecting…' };
    }
    return {
      kind: 'offline',
      pending,
      label: pending > 0 ? `Offline · ${pending}` : 'Offline',
      description:
        pending > 0
          ? `Offline: ${changes(pending)} not saved yet, kept in this browser. They are sent when the connection is back.`
          : 'Offline: your changes are kept in this browser and sent when the connection is back.',
    };
  }
  if (!state.synced || pending > 0) {
    return {
      kind: 'saving',
      pending,
      label: pending > 0 ? `Saving · ${pending}` : 'Saving',
      description: pending > 0 ? `Saving ${changes(pending)}…` : 'Saving…',
    };
  }
  return { kind: 'saved', pending: 0, label: 'Saved', description: 'All changes saved' };
}
