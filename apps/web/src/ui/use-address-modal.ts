import type { ModalSettings } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { closeModal, openModal } from './overlays';
import { replaceSearchParams } from './replace-search-params';

/** The query parameter that names the dialog open over a page (SPEC.md section 2). */
const MODAL_PARAM = 'modal';

/**
 * A dialog that follows the address (`?modal=<name>`): it opens when the parameter is there and
 * `allowed` is true, and closing it removes the parameter. Returns a function that opens it (by
 * setting the parameter, so the address can be shared or reloaded).
 */
export function useAddressModal(
  name: string,
  allowed: boolean,
  settings: (close: () => void) => ModalSettings,
): () => void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(MODAL_PARAM) === name;
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  });

  useEffect(() => {
    if (!wanted || !allowed) return;
    let opened = true;
    const forget = () => replaceSearchParams(setParams, { [MODAL_PARAM]: null });
    const close = () => closeModal(modalId);
    const modalId = openModal({
      ...settingsRef.current(close),
      onClose: () => {
        if (!opened) return;
        opened = false;
        forget();
      },
    });
    return () => {
      if (!opened) return;
      opened = false;
      closeModal(modalId);
    };
  }, [wanted, allowed, setParams]);

  return useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(MODAL_PARAM, name);
        return next;
      }),
    [name, setParams],
  );
}
