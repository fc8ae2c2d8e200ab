import { ActionIcon, Anchor, em, Group, Menu, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@hangar/domain/constants';
import { IconDots, IconListTree } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { docsPanelAside, useDocsPanelStandsAside } from '../../features/docs/tree/docs-panel-aside';
import { storage } from '../../lib/storage';
import { PageTitle } from './PageTitle';
import { useRouteTitle } from './route-title';
import { SignedInShell } from './shell/SignedInShell';
import type { MainSideMenuProps } from './shell/MainSideMenu';
import classes from './ProjectLayout.module.css';

/** A page above the current one (a nested doc's parents), shown between the project and it. */
interface PageParent {
  id: number;
  name: string;
  to: string;
}

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
   * The page's title when it is not the route's (a doc's name), the pages above it (a doc's
   * parents, from the top), what follows it (a globe), and whether the page shows it itself (then
   * phones get no title above the page).
   */
  pageTitle?: { title: string; parents?: PageParent[]; after?: ReactNode; shownInPage?: boolean };
}

const DOCS_PANEL_ID = 'project-docs-panel';

/**
 * From 768 px the docs panel sits beside the page, open unless the user closed it (kept in the
 * `user-prefs` entry) or it stands aside for a doc's comments short of room (docs-panel-aside.ts;
 * the user's toggle ends that). Narrower, it slides over the page, starts closed and closes when
 * the user goes to another page.
 */
function useDocsPanel() {
  const wide = useMediaQuery(`(min-width: ${em(BREAKPOINTS.md)})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [preferred, setPreferred] = useState(
    () => storage.get('user-prefs')?.docsPanelOpened ?? true,
  );
  const standsAside = useDocsPanelStandsAside();
  const wideOpened = preferred && !standsAside;
  // Narrow, the panel belongs to the page it was opened on: going to another page closes it.
  const { pathname } = useLocation();
  const [narrowOpenedOn, setNarrowOpenedOn] = useState<string | null>(null);
  const narrowOpened = narrowOpenedOn === pathname;
  const toggle = () => {
    if (!wide) {
      setNarrowOpenedOn(narrowOpened ? null : pathname);
      return;
    }
    docsPanelAside.userToggled();
    const prefs = storage.get('user-prefs') ?? {};
    storage.set('user-prefs', { ...prefs, docsPanelOpened: !wideOpened });
    setPreferred(!wideOpened);
  };
  return { opened: wide ? wideOpened : narrowOpened, toggle };
}

function Slash() {
  return (
    <Text c="dimmed" aria-hidden="true" className={classes.slash}>
      /
    </Text>
  );
}

function ParentLink({ parent }: { parent: PageParent }) {
  return (
    <Anchor
      component={Link}
      to={parent.to}
      c="dimmed"
      fw={500}
      truncate
      className={classes.parent}
      data-testid="breadcrumb-parent"
    >
      {parent.name}
    </Anchor>
  );
}

/**
 * The parents of the page, between the project and its title (issue 40): each a link. When the
 * bar has less than 30rem for them (a phone), all but the nearest go into a '…' menu, as Notion and
 * Outline do, so the bar never wraps.
 */
function PageParents({ parents }: { parents: PageParent[] }) {
  const nearest = parents.at(-1);
  if (!nearest) return null;
  const above = parents.slice(0, -1);
  return (
    <>
      {above.map((parent) => (
        <span key={parent.id} className={`${classes.crumb} ${classes.wideOnly}`}>
          <Slash />
          <ParentLink parent={parent} />
        </span>
      ))}
      {above.length > 0 ? (
        <span className={`${classes.crumb} ${classes.narrowOnly}`}>
          <Slash />
          <Menu position="bottom-start" shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label="More parent pages">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {above.map((parent) => (
                <Menu.Item key={parent.id} component={Link} to={parent.to}>
                  {parent.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </span>
      ) : null}
      <span className={classes.crumb}>
        <Slash />
        <ParentLink parent={nearest} />
      </span>
    </>
  );
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
    <Group gap="xs" wrap="nowrap" className={classes.heading}>
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
      {projectTitle ? (
        <nav aria-label="Breadcrumb" className={classes.trail}>
          {projectTitle}
          <PageParents parents={pageTitle?.parents ?? []} />
        </nav>
      ) : null}
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
