import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MAIN_MENU_BREAKPOINT, MAIN_MENU_KEEP_WIDTH_BREAKPOINT } from '@hangar/domain/constants';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { storage } from '../../../lib/storage';

export interface MainMenuState {
  /** Wide screens: the menu sits beside the page. Narrow ones: it slides over it. */
  docked: boolean;
  opened: boolean;
  /**
   * The AppShell breakpoint: just under the docking width. Mantine treats widths up to and
   * including its breakpoint as mobile, so at exactly 1280 px a docked menu would cover the page.
   */
  breakpoint: number;
  toggle: () => void;
  close: () => void;
}

/**
 * The main side menu's state (SPEC.md section 4): open by default from 1280 px (1024 px with
 * the width-keeping preference), where the user's choice is kept in local storage
 * (`menu-opened`); below that it starts closed, slides over the page and closes on an outside
 * click, on Escape, or when the user goes to another page.
 */
export function useMainMenu(): MainMenuState {
  const keepWidth = storage.get('user-prefs')?.keepMenuWidth === true;
  const breakpointPx = keepWidth ? MAIN_MENU_KEEP_WIDTH_BREAKPOINT : MAIN_MENU_BREAKPOINT;
  const docked = useMediaQuery(`(min-width: ${em(breakpointPx)})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [dockedOpened, setDockedOpened] = useState(() => storage.get('menu-opened') ?? true);
  // The narrow menu belongs to the page it was opened on: going elsewhere closes it.
  const { pathname } = useLocation();
  const [overlayOpenedOn, setOverlayOpenedOn] = useState<string | null>(null);
  const overlayOpened = overlayOpenedOn === pathname;

  const toggle = useCallback(() => {
    if (docked) {
      storage.set('menu-opened', !dockedOpened);
      setDockedOpened(!dockedOpened);
    } else {
      setOverlayOpenedOn((openedOn) => (openedOn === pathname ? null : pathname));
    }
  }, [docked, dockedOpened, pathname]);

  const close = useCallback(() => {
    if (docked) {
      setDockedOpened(false);
      storage.set('menu-opened', false);
    } else {
      setOverlayOpenedOn(null);
    }
  }, [docked]);

  return {
    docked,
    opened: docked ? dockedOpened : overlayOpened,
    breakpoint: breakpointPx - 0.1,
    toggle,
    close,
  };
}
