import { ActionIcon, em, Group, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@hangar/domain/constants';
import { IconListTree } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
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
}

const DOCS_PANEL_ID = 'project-docs-panel';

/**
 * From 768 px the docs panel sits beside the page, open unless the user closed it (kept in the
 * `user-prefs` entry). Narrower, it slides over the page and starts closed.
 */
function useDocsPanel() {
  const wide = useMediaQuery(`(min-width: ${em(BREAKPOINTS.md)})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [wideOpened, setWideOpened] = useState(
    () => storage.get('user-prefs')?.docsPanelOpened ?? true,
  );
  const [narrowOpened, setNarrowOpened] = useState(false);
  const toggle = () => {
    if (!wide) {
      setNarrowOpened(!narrowOpened);
      return;
    }
    const prefs = storage.get('user-prefs') ?? {};
    storage.set('user-prefs', { ...prefs, docsPanelOpened: !wideOpened });
    setWideOpened(!wideOpened);
  };
  return { opened: wide ? wideOpened : narrowOpened, toggle };
}

/** Project pages: main side menu, a collapsible docs panel at the left, the top bar. */
export function ProjectLayout({ menu, docsPanel, projectTitle, actions }: ProjectLayoutProps) {
  const title = useRouteTitle();
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
        <Text c="dimmed" aria-hidden="true">
          /
        </Text>
      ) : null}
      <PageTitle title={title} />
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
          <Outlet />
        </div>
      </div>
    </SignedInShell>
  );
}
