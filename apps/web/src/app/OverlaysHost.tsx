import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { MODAL_WIDTH, TOAST_DURATION_MS } from '@hangar/domain/constants';
import { useEffect } from 'react';
import { overlaysMounted } from '../ui/overlays';
import classes from './OverlaysHost.module.css';

/**
 * Renders the toasts and the modals, in its own chunk (see ui/overlays.ts for when it loads).
 * Toasts sit at the bottom right, above a phone's safe area: at the top they covered the top
 * bar's actions (Share, New) for their 4 seconds.
 */
export default function OverlaysHost() {
  // Effects run children first: the modals provider listens by the time this one runs.
  useEffect(() => overlaysMounted(), []);
  return (
    <>
      <Notifications
        position="bottom-right"
        autoClose={TOAST_DURATION_MS}
        classNames={{ root: classes.toasts }}
      />
      <ModalsProvider modalProps={{ centered: true, size: MODAL_WIDTH.default }}>
        {null}
      </ModalsProvider>
    </>
  );
}
