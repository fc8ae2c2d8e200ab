import { ActionIcon, em, Group, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@hangar/domain/constants';
import { IconListTree } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { storage } from '../../lib/storage';
import { PageTitle } from './PageTitle';
import { useRouteTitle } from './route-title';
import { SignedInShell } from './shell/SignedInShell';
import type { MainSideMenuProps } from './shell/MainSideMenu';
import classes from './ProjectLayout.module.css';

export interface ProjectLayoutProps {
  menu?: MainSideMenuProps;
  /** The docs tree with its filter and the project pages menu. */
  docsPanel?: ReactNode;
  /** Project emoji and name, before the current page's title. */
  projectTitle?: ReactNode;
  actions?: ReactNode;
  /** Above the page: the 'This project is archived' banner. */
  banner?: ReactNode;
  /**
   * The page's title when it is not the route's (a doc's name), what follows it (a globe), and
   * whether the page shows it itself (then phones get no title above the page).
   */
  pageTitle?: { title: string; after?: ReactNode; shownInPage?: boolean };
}

const DOCS_PANEL_ID = 'project-docs-panel';

/**
 * From 768 px the docs panel sits beside the page, open unless the user closed it (kept in the
 * `user-prefs` entry). Narrower, it slides over the page, starts closed and closes when the user
 * goes to another page.
 */
function useDocsPanel() {
  const wide = useMediaQuery(`(min-width: ${em(BREAKPOINTS.md)})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [wideOpened, setWideOpened] = useState(
    () => storage.get('user-prefs')?.docsPanelOpened ?? true,
  );
  // Narrow, the panel belongs to the page it was opened on: going to another page closes it.
  const { pathname } = useLocation();
  const [narrowOpenedOn, setNarrowOpenedOn] = useState<string | null>(null);
  const narrowOpened = narrowOpenedOn === pathname;
  const toggle = () => {
    if (!wide) {
      setNarrowOpenedOn(narrowOpened ? null : pathname);
      return;
    }
    const prefs = storage.get('user-prefs') ?? {};
    storage.set('user-prefs', { ...prefs, docsPanelOpened: !wideOpened });
    setWideOpened(!wideOpened);
  };
  return { opened: wide ? wideOpened : narrowOpened, toggle };
}

/** Project pages: main side menu, a collapsible docs panel at the left, the top bar. */
export function ProjectLayout({
  menu,
  docsPanel,
  projectTitle,
  actions,
  banner,
  pageTitle,
}: ProjectLayoutProps) {
  const routeTitle = useRouteTitle();
  const title = pageTitle?.title ?? routeTitle;
  const panel = useDocsPanel();
  const panelLabel = panel.opened ? 'Hide documentation panel' : 'Show documentation panel';

  const heading = (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Tooltip label={panelLabel}>
        <ActionIcon
          variant={panel.opened ? 'light' : 'subtle'}
          color={panel.opened ? undefined : 'gray'}
          size="lg"
          onClick={panel.toggle}
          aria-label={panelLabel}
          aria-expanded={panel.opened}
          aria-controls={DOCS_PANEL_ID}
        >
          <IconListTree size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {projectTitle}
      {projectTitle && title ? (
        <Text c="dimmed" aria-hidden="true" className={classes.narrowHidden}>
          /
        </Text>
      ) : null}
      {projectTitle ? (
        <Group gap={6} wrap="nowrap" miw={0} className={classes.narrowHidden}>
          <PageTitle title={title} />
          {pageTitle?.after}
        </Group>
      ) : (
        <PageTitle title={title} />
      )}
    </Group>
  );

  return (
    <SignedInShell menu={menu} title={heading} actions={actions}>
      <div className={classes.body}>
        <aside
          id={DOCS_PANEL_ID}
          className={classes.docsPanel}
          data-opened={panel.opened || undefined}
          aria-label="Documentation"
          hidden={!panel.opened}
        >
          <div className={classes.docsPanelInner}>{docsPanel}</div>
        </aside>
        <div className={classes.page}>
          {projectTitle && title && !pageTitle?.shownInPage ? (
            // The top bar has room for the project's name only: the page's title comes here.
            <Title order={2} fz="xl" mb="md" hiddenFrom="sm" aria-hidden="true">
              {title}
            </Title>
          ) : null}
          {banner}
          <Outlet />
        </div>
      </div>
    </SignedInShell>
  );
}
