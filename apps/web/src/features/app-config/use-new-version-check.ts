import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { callEndpoint } from '../../api/endpoint-call';
import { openNewVersionModal } from '../../ui/NewVersionModal';
import { useAppConfig } from './queries';

/** Checks at most this often on navigation; focus and a tab shown again always check. */
const NEW_VERSION_NAVIGATION_INTERVAL_MS = 60_000;
const NEW_VERSION_POLL_INTERVAL_MS = 10 * 60_000;

const tab = {
  /** The build this tab runs (apps/web/build-info.ts), else the one the server reported first. */
  running: (import.meta.env.VITE_BUILD_ID as string | undefined) ?? null,
  lastCheck: Date.now(),
  open: false,
  dismissed: new Set<string>(),
};

/** Asks GET /config and opens the reload modal when the server serves another build. */
async function checkForNewVersion(): Promise<void> {
  tab.lastCheck = Date.now();
  if (tab.open || tab.running === null) return;
  let reported: string;
  try {
    const config = await callEndpoint(appConfigEndpoints.read, { withoutWorkspace: true });
    reported = config.build_id;
  } catch {
    return; // Offline or the server restarting: the next check will tell.
  }
  if (reported === tab.running || tab.dismissed.has(reported) || tab.open) return;
  tab.open = true;
  openNewVersionModal(() => {
    tab.open = false;
    tab.dismissed.add(reported); // 'Later' holds for this build.
  });
}

/**
 * Looks for a new deploy on focus, when the tab shows again, every 10 minutes and on navigation
 * (at most once a minute), as long as the root route is mounted.
 */
export function useNewVersionCheck(): void {
  const startedWith = useAppConfig()?.build_id ?? null;
  useEffect(() => {
    tab.running ??= startedWith;
  }, [startedWith]);

  useEffect(() => {
    const onFocus = () => void checkForNewVersion();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    const timer = setInterval(onFocus, NEW_VERSION_POLL_INTERVAL_MS);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const { pathname } = useLocation();
  useEffect(() => {
    if (Date.now() - tab.lastCheck >= NEW_VERSION_NAVIGATION_INTERVAL_MS) {
      void checkForNewVersion();
    }
  }, [pathname]);
}
