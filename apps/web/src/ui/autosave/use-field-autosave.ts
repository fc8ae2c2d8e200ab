import { useEffect, useState, useSyncExternalStore } from 'react';
import { registerUnsavedWork } from '../../lib/unsaved-work';
import { FieldAutosave, type AutosaveState, type FieldAutosaveOptions } from './field-autosave';

export interface FieldAutosaveHandle {
  state: AutosaveState;
  edit(value: string): void;
  /** Sends what waits now (the field was left). */
  flush(): void;
}

/**
 * A typed field that saves itself (see FieldAutosave) while the component is shown, and after:
 * leaving the page or the component sends what waits at once, and a save that fails goes on
 * being retried; the leave-page warning holds while anything is unsaved.
 */
export function useFieldAutosave(options: FieldAutosaveOptions): FieldAutosaveHandle {
  const [autosave] = useState(() => new FieldAutosave(options));
  useEffect(() => autosave.configure(options));
  useEffect(() => {
    const unregister = registerUnsavedWork(() => autosave.unsaved);
    const leaving = () => autosave.flush({ keepalive: true });
    window.addEventListener('pagehide', leaving);
    return () => {
      window.removeEventListener('pagehide', leaving);
      autosave.release(unregister);
    };
  }, [autosave]);
  const state = useSyncExternalStore(autosave.subscribe, autosave.getState);
  return { state, edit: (value) => autosave.edit(value), flush: () => autosave.flush() };
}
