import { useEffect, useState } from 'react';
import type { AutosaveState } from '../../../ui/autosave/field-autosave';
import type { LiveDocSession } from './live-session';
import { syncStatus, type SyncStatus } from './sync-status';
import { NO_LIVE_STATE } from './use-live-doc';

/** The longest a changed count waits to be shown, and "Saved" after the last change. */
const STATUS_CALM_MS = 250;

// The count is no longer in the words, but the badge keeps it in `data-pending` (tests read it).
const sameStatus = (a: SyncStatus, b: SyncStatus) =>
  a.kind === b.kind &&
  a.label === b.label &&
  a.description === b.description &&
  a.pending === b.pending;

/**
 * A live doc's status as its badge shows it. A change of kind shows at once (Saving as soon as a
 * key is typed, Offline, Couldn't save), except "Saved", which waits until nothing changed for
 * STATUS_CALM_MS; a new count of changes shows at most that often. Typing changes the count twice
 * a key, and each render of the page while the editor has focus makes React measure the
 * selection across the whole doc (a long doc's typing was 4 ms slower a key for it).
 */
export function useShownStatus(
  session: LiveDocSession | null,
  editable: boolean,
  title?: Pick<AutosaveState, 'phase'>,
): SyncStatus {
  const now = () => syncStatus(session ? session.getState() : NO_LIVE_STATE, editable, title);
  const [shown, setShown] = useState(now);
  // The title's save and the rights change the status from outside the session.
  const phase = title?.phase;

  useEffect(() => {
    let current = now();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const show = (next: SyncStatus) => {
      current = next;
      setShown((before) => (sameStatus(before, next) ? before : next));
    };
    const later = () => {
      timer = null;
      show(now());
    };
    const changed = () => {
      const next = now();
      if (sameStatus(next, current)) return;
      if (next.kind !== current.kind && next.kind !== 'saved') {
        if (timer) clearTimeout(timer);
        timer = null;
        show(next);
      } else if (next.kind === 'saved') {
        if (timer) clearTimeout(timer);
        timer = setTimeout(later, STATUS_CALM_MS);
      } else {
        timer ??= setTimeout(later, STATUS_CALM_MS);
      }
    };
    show(current);
    const unsubscribe = session?.subscribe(changed);
    return () => {
      unsubscribe?.();
      if (timer) clearTimeout(timer);
    };
    // `now` reads the props below; the effect subscribes again when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, editable, phase]);

  return shown;
}
