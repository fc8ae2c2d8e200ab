/**
 * Whatever holds typed work the server has not stored yet (live docs, a title being saved)
 * registers here; the leave-page warning asks each of them.
 */
const sources = new Set<() => boolean>();

export function registerUnsavedWork(hasUnsaved: () => boolean): () => void {
  sources.add(hasUnsaved);
  return () => sources.delete(hasUnsaved);
}

function hasUnsavedWork(): boolean {
  return [...sources].some((hasUnsaved) => hasUnsaved());
}

function warnBeforeLeaving(event: BeforeUnloadEvent): void {
  if (!hasUnsavedWork()) return;
  event.preventDefault();
  // Older browsers show the warning only when a return value is set.
  event.returnValue = '';
}

if (typeof window !== 'undefined') window.addEventListener('beforeunload', warnBeforeLeaving);
