/** Set while a reload for a missing page chunk is under way, so a second failure cannot loop. */
const RELOAD_GUARD_KEY = 'hangar:chunk-reload';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Resolves at once when the browser is online, else when it comes back online. */
function whenOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

/** A lazy import that waits for the network first: offline, a chunk cannot load. */
export function importWhenOnline<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => whenOnline().then(load);
}

/**
 * A page chunk failed to load, most likely because a new version was deployed and the old
 * files are gone: reload the page once to get the new ones. Returns false when a reload was
 * already tried in this tab (the failure is real, let the error page show it). Offline, the
 * reload waits for the network (reloading then would only show the browser's offline page).
 */
export function reloadOnceForMissingChunk(reload: () => void = () => window.location.reload()) {
  if (isOffline()) {
    void whenOnline().then(() => reloadOnceForMissingChunk(reload));
    return true;
  }
  const store = session();
  if (!store || store.getItem(RELOAD_GUARD_KEY)) return false;
  store.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  reload();
  return true;
}

/** A chunk loaded fine: a later deploy may reload again. */
function clearChunkReloadGuard(): void {
  session()?.removeItem(RELOAD_GUARD_KEY);
}

/** Vite reports failed preloads of a lazy chunk's dependencies with this event. */
export function listenForChunkPreloadErrors(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnceForMissingChunk()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

/**
 * Wraps a lazy route import: a failed import reloads the page once (see above); a repeated
 * failure is thrown to the route's error page.
 */
export function lazyWithReload<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return async () => {
    try {
      const loaded = await load();
      clearChunkReloadGuard();
      return loaded;
    } catch (error) {
      // While the page reloads, keep the route pending instead of flashing an error.
      if (reloadOnceForMissingChunk()) return new Promise<Module>(() => {});
      throw error;
    }
  };
}
