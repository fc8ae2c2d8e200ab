import { Container, NavLink } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import {
  SETTINGS_ENTRIES,
  visibleSettingsEntries,
  type SettingsEntryKey,
  type WorkspaceAbilities,
} from '@hangar/domain/abilities/workspace';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { PageTitle } from './PageTitle';
import { useRouteTitle } from './route-title';
import { SignedInShell } from './shell/SignedInShell';
import type { MainSideMenuProps } from './shell/MainSideMenu';
import classes from './SettingsLayout.module.css';

export interface SettingsLayoutProps {
  menu?: MainSideMenuProps;
  /**
   * The user's abilities in the workspace: they decide which entries show (SPEC.md section 2);
   * until the workspace loads, only the entries everyone sees.
   */
  abilities?: WorkspaceAbilities;
  /** Entries that carry the red warning icon (pending e-mail change, billing error). */
  warnings?: readonly SettingsEntryKey[];
}

/** Settings pages: the main side menu, then the settings navigation beside the page. */
export function SettingsLayout({ menu, abilities, warnings = [] }: SettingsLayoutProps) {
  const title = useRouteTitle();
  const { wsid } = useParams();
  const { pathname } = useLocation();
  const entries = abilities
    ? visibleSettingsEntries(abilities)
    : SETTINGS_ENTRIES.filter((entry) => entry.ability === null);

  return (
    <SignedInShell menu={menu} title={<PageTitle title={title ?? 'Settings'} />}>
      <div className={classes.body}>
        {/* Under 1024 px the entries wrap onto a second line: none hides off screen. */}
        <nav className={classes.nav} aria-label="Settings">
          <div className={classes.navList}>
            {wsid
              ? entries.map((entry) => {
                  const to = routes.settings(wsid, entry.key);
                  return (
                    <NavLink
                      key={entry.key}
                      component={Link}
                      to={to}
                      label={entry.label}
                      active={pathname.startsWith(to)}
                      className={classes.navLink}
                      rightSection={
                        warnings.includes(entry.key) ? (
                          <IconAlertTriangle
                            size={16}
                            color="var(--mantine-color-red-6)"
                            aria-label="Needs attention"
                          />
                        ) : undefined
                      }
                    />
                  );
                })
              : null}
          </div>
        </nav>
        <Container size="md" className={classes.page}>
          <Outlet />
        </Container>
      </div>
    </SignedInShell>
  );
}
