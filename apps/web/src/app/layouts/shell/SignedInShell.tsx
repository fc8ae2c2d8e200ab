import { AppShell, Overlay } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { SIDE_MENU_WIDTH, SIDE_PANEL_ANIMATION_MS, TOP_BAR_HEIGHT } from '@hangar/domain/constants';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLiveChannel } from '../../../api/use-live-channel';
import { meQueryKey } from '../../../features/auth/queries';
import { useMe } from '../../../features/auth/use-me';
import { BillingAlertBar } from '../../../features/billing/alert/BillingAlertBar';
import { parseWorkspaceId } from '../../workspace-guards';
import { MainSideMenu, type MainSideMenuProps } from './MainSideMenu';
import { MAIN_MENU_ID, MenuToggle, TopBar, type TopBarProps } from './TopBar';
import { useMainMenu } from './use-main-menu';
import classes from './SignedInShell.module.css';

/** The sliding menu (Mantine adds 1 to the navbar's z-index) above its backdrop, above the top bar. */
const MENU_Z_INDEX = 102;

/** Elements that handle Escape themselves. */
const ESCAPE_OWNERS = '[role="menu"], [role="dialog"], [role="listbox"]';

export interface SignedInShellProps {
  menu?: MainSideMenuProps;
  title?: TopBarProps['title'];
  actions?: TopBarProps['actions'];
  children: ReactNode;
}

/**
 * The frame of the signed-in layouts: the main side menu (304 px) at the left, the top action
 * bar (64 px) above the page, the billing alert bar on top of the page under a workspace.
 * Opens the live channel while it is on screen; when the server refuses it, the profile is
 * loaded again, and a 401 there (the session was revoked) opens the signed-out modal.
 */
export function SignedInShell({ menu, title, actions, children }: SignedInShellProps) {
  const mainMenu = useMainMenu();
  const workspaceId = parseWorkspaceId(useParams().wsid);
  const queryClient = useQueryClient();
  useMe();
  useLiveChannel(true, () => void queryClient.invalidateQueries({ queryKey: meQueryKey }));
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !mainMenu.opened || mainMenu.docked) return;
    // Escape in a dropdown or a dialog (the user menu) closes that, not the menu under it.
    if (event.target instanceof Element && event.target.closest(ESCAPE_OWNERS)) return;
    mainMenu.close();
  });

  return (
    <AppShell
      layout="alt"
      transitionDuration={SIDE_PANEL_ANIMATION_MS}
      header={{ height: TOP_BAR_HEIGHT }}
      navbar={{
        width: SIDE_MENU_WIDTH,
        breakpoint: mainMenu.breakpoint,
        collapsed: { mobile: !mainMenu.opened, desktop: !mainMenu.opened },
      }}
    >
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AppShell.Header>
        <TopBar
          menuToggle={<MenuToggle opened={mainMenu.opened} onToggle={mainMenu.toggle} />}
          title={title}
          actions={actions}
        />
      </AppShell.Header>
      <AppShell.Navbar
        id={MAIN_MENU_ID}
        className={classes.navbar}
        zIndex={MENU_Z_INDEX - 1}
        aria-label="Main menu"
      >
        <MainSideMenu {...menu} />
      </AppShell.Navbar>
      {mainMenu.opened && !mainMenu.docked ? (
        <Overlay
          fixed
          zIndex={MENU_Z_INDEX - 1}
          backgroundOpacity={0.35}
          blur={1}
          onClick={mainMenu.close}
          data-testid="main-menu-backdrop"
        />
      ) : null}
      <AppShell.Main id="main-content" className={classes.main}>
        {workspaceId ? <BillingAlertBar workspaceId={workspaceId} /> : null}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
