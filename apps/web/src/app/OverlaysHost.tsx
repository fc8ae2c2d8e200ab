import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { MODAL_WIDTH, TOAST_DURATION_MS } from '@hangar/domain/constants';
import { useEffect } from 'react';
import { overlaysMounted } from '../ui/overlays';
import classes from './OverlaysHost.module.css';

/** At most this many toasts on screen; more wait their turn (a phone keeps most of its page). */
const TOASTS_SHOWN = 3;

/**
 * Renders the toasts and the modals, in its own chunk (see ui/overlays.ts for when it loads).
 * Toasts sit at the top right, just under the 64 px top bar: the top bar's actions stay free,
 * and so does the end of every form, where its buttons are (at the bottom right, a toast covered
 * the Save it answered for its 4 seconds). See docs/decisions.md, "Toasts under the top bar".
 */
export default function OverlaysHost() {
  // Effects run children first: the modals provider listens by the time this one runs.
  useEffect(() => overlaysMounted(), []);
  return (
    <>
      <Notifications
        position="top-right"
        autoClose={TOAST_DURATION_MS}
        limit={TOASTS_SHOWN}
        classNames={{ root: classes.toasts }}
      />
      <ModalsProvider modalProps={{ centered: true, size: MODAL_WIDTH.default }}>
        {null}
      </ModalsProvider>
    </>
  );
}
