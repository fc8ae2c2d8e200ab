import { useCallback, useEffect, useRef } from 'react';
import { NavigationType, useBlocker, type BlockerFunction } from 'react-router';
import { registerUnsavedWork } from '../lib/unsaved-work';
import { openConfirmModal } from './ConfirmModal';
import { closeModal } from './overlays';

/** The words of the in-app warning (SPEC.md has none; see docs/decisions.md). */
export const LEAVE_WARNING = {
  title: 'Leave without saving?',
  message: 'Your changes have not been saved. If you leave this page, they will be lost.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

/**
 * Navigation state for a move that must not ask: the app takes the user away from what the
 * form edits (archived, deleted). `navigate(to, { state: LEAVE_WITHOUT_ASKING })`.
 */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

function leavesWithoutAsking(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'leaveWithoutAsking' in state;
}

/**
 * Asks before the user leaves a form whose changes are not saved: another page of the app
 * (a link, Back) opens 'Leave without saving?' with Stay and Leave; closing or reloading the tab
 * gets the browser's own question. Pass whether something is unsaved now: the form is dirty, and
 * neither saving nor saved (`form.mantine.isDirty() && !form.busy`).
 *
 * Not asked: a change of the address's query or hash only (a modal of the same page), and
 * redirects (`replace`) or moves marked LEAVE_WITHOUT_ASKING, by which the app takes the user off
 * a page that no longer applies (deleted, access lost, signed out). React Router consults only
 * one blocker: one such form a page.
 */
export function useLeaveWarning(unsaved: boolean): void {
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    unsavedRef.current = unsaved;
  });

  useEffect(() => {
    const unregister = registerUnsavedWork(() => unsavedRef.current);
    return () => {
      unregister();
    };
  }, []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) =>
      unsavedRef.current &&
      historyAction !== NavigationType.Replace &&
      currentLocation.pathname !== nextLocation.pathname &&
      !leavesWithoutAsking(nextLocation.state),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    const modalId = openConfirmModal({
      title: LEAVE_WARNING.title,
      message: LEAVE_WARNING.message,
      confirmLabel: LEAVE_WARNING.leave,
      cancelLabel: LEAVE_WARNING.stay,
      critical: true,
      onConfirm: () => {
        answered = true;
        blocker.proceed();
      },
      // Stay, Escape or the backdrop: the page stays, as typed.
      onClose: () => {
        if (answered) return;
        answered = true;
        blocker.reset();
      },
    });
    return () => {
      // The navigation went ahead another way (a redirect): the question is moot.
      if (answered) return;
      answered = true;
      closeModal(modalId);
    };
  }, [blocker]);
}
