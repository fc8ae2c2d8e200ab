import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { MODAL_WIDTH, TOAST_DURATION_MS } from '@hangar/domain/constants';
import { useEffect } from 'react';
import { overlaysMounted } from '../ui/overlays';

/**
 * Renders the toasts and the modals, in its own chunk (see ui/overlays.ts for when it loads).
 */
export default function OverlaysHost() {
  // Effects run children first: the modals provider listens by the time this one runs.
  useEffect(() => overlaysMounted(), []);
  return (
    <>
      <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
      <ModalsProvider modalProps={{ centered: true, size: MODAL_WIDTH.default }}>
        {null}
      </ModalsProvider>
    </>
  );
}
