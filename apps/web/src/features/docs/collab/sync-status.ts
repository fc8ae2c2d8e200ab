import type { AutosaveState } from '../../../ui/autosave/field-autosave';
import type { LiveState } from './live-session';

export type SyncStatusKind = 'connecting' | 'saving' | 'saved' | 'offline' | 'failing' | 'readonly';

export interface SyncStatus {
  kind: SyncStatusKind;
  /** Changes the database does not hold yet (the body's and the title's). */
  pending: number;
  /** The short text shown at every width: 'Saved', 'Saving · 3', 'Offline · 3'. */
  label: string;
  /** The full sentence (tooltip and screen readers). */
  description: string;
}

const TITLE_SAVED: Pick<AutosaveState, 'phase'> = { phase: 'idle' };

function changes(count: number): string {
  return `${count} change${count === 1 ? '' : 's'}`;
}

function counted(label: string, pending: number): string {
  return pending > 0 ? `${label} · ${pending}` : label;
}

function offline(state: LiveState, pending: number): string {
  if (state.denied) {
    return 'The live server refused the connection. Your changes are kept in this browser.';
  }
  const kept =
    pending > 0
      ? `${changes(pending)} not saved yet, kept in this browser`
      : 'your changes are kept in this browser';
  if (state.online && state.stalled) {
    return `No answer from the live server: ${kept} until it answers or a new connection opens.`;
  }
  return pending > 0
    ? `Offline: ${kept}. They are sent when the connection is back.`
    : `Offline: ${kept} and sent when the connection is back.`;
}

/**
 * The one status of a doc, its title and body together (issue 14 "nothing lost"): Saved only
 * once the database holds every change; Saving while some are on their way; Offline while they
 * wait in this browser (no network, no connection, or one that stopped answering); "Couldn't
 * save, retrying" when the server failed to store them; Read only for those who cannot edit. 'Connecting' only until the first connection opened or failed.
 */
export function syncStatus(
  state: LiveState,
  editable: boolean,
  title: Pick<AutosaveState, 'phase'> = TITLE_SAVED,
): SyncStatus {
  if (!editable || state.readOnly) {
    return {
      kind: 'readonly',
      pending: 0,
      label: 'Read only',
      description:
        state.connection === 'connected'
          ? 'You can read this page; changes made by others appear as they happen.'
          : 'You can read this page, as it was last saved.',
    };
  }
  const pending = state.unsaved + (title.phase === 'idle' ? 0 : 1);
  if (
    !state.online ||
    state.stalled ||
    state.denied ||
    (state.connection !== 'connected' && state.attempted)
  ) {
    return {
      kind: 'offline',
      pending,
      label: counted('Offline', pending),
      description: offline(state, pending),
    };
  }
  if (state.saveFailing || title.phase === 'retrying') {
    return {
      kind: 'failing',
      pending,
      label: counted('Couldn’t save, retrying', pending),
      description: `The server could not store ${changes(pending)} yet. They are kept in this browser and sent again until it does.`,
    };
  }
  if (state.connection !== 'connected') {
    return { kind: 'connecting', pending, label: 'Connecting', description: 'Connecting…' };
  }
  if (!state.synced || pending > 0) {
    return {
      kind: 'saving',
      pending,
      label: counted('Saving', pending),
      description: pending > 0 ? `Saving ${changes(pending)}…` : 'Saving…',
    };
  }
  return { kind: 'saved', pending: 0, label: 'Saved', description: 'All changes saved' };
}
