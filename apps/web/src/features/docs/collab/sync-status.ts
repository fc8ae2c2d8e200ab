import type { AutosaveState } from '../../../ui/autosave/field-autosave';
import type { LiveState } from './live-session';

export type SyncStatusKind = 'connecting' | 'saving' | 'saved' | 'offline' | 'failing' | 'readonly';

export interface SyncStatus {
  kind: SyncStatusKind;
  /** Changes the database does not hold yet (the body's and the title's). */
  pending: number;
  /** The short text shown at every width: 'Saved', 'Saving…', 'Offline · edits kept on this device'. */
  label: string;
  /** The full sentence (tooltip and screen readers). */
  description: string;
}

const TITLE_SAVED: Pick<AutosaveState, 'phase'> = { phase: 'idle' };

/**
 * The badge says what happens in words, never a count: the number of changes the database does
 * not hold yet counts Yjs updates (two a key, fewer when merged), which means nothing to a person.
 */
const STATUS_LABELS = {
  saving: 'Saving…',
  offline: 'Offline',
  offlineKept: 'Offline · edits kept on this device',
  failing: 'Couldn’t save, retrying',
} as const;

function offline(state: LiveState, pending: number): string {
  if (state.denied) {
    return 'The live server refused the connection. Your edits are kept on this device.';
  }
  const kept =
    pending > 0 ? 'your latest edits are kept on this device' : 'nothing is waiting to be saved';
  if (state.online && state.stalled) {
    return pending > 0
      ? `No answer from the live server: ${kept} until it answers or a new connection opens.`
      : `No answer from the live server: ${kept}.`;
  }
  return pending > 0
    ? `Offline: ${kept} and sent when the connection is back.`
    : `Offline: ${kept}. Edits made now are kept on this device.`;
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
      label: pending > 0 ? STATUS_LABELS.offlineKept : STATUS_LABELS.offline,
      description: offline(state, pending),
    };
  }
  if (state.saveFailing || title.phase === 'retrying') {
    return {
      kind: 'failing',
      pending,
      label: STATUS_LABELS.failing,
      description:
        'The server could not store your latest edits yet. They are kept on this device and sent again until it does.',
    };
  }
  if (state.connection !== 'connected') {
    return { kind: 'connecting', pending, label: 'Connecting', description: 'Connecting…' };
  }
  if (!state.synced || pending > 0) {
    return {
      kind: 'saving',
      pending,
      label: STATUS_LABELS.saving,
      description: 'Saving your latest edits…',
    };
  }
  return { kind: 'saved', pending: 0, label: 'Saved', description: 'All changes saved' };
}
