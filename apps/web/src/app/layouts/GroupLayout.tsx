import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { DocumentTitle, PageTitle } from './PageTitle';
import { useRouteTitle } from './route-title';
import { SignedInShell } from './shell/SignedInShell';
import type { MainSideMenuProps } from './shell/MainSideMenu';

export interface GroupLayoutProps {
  menu?: MainSideMenuProps;
  /** What the top bar shows instead of the route's title (the group's name, breadcrumbs). */
  heading?: ReactNode;
  /** The browser tab's title, instead of the route's. */
  title?: string;
  /** The page's actions in the top action bar (Add people, Settings, ...). */
  actions?: ReactNode;
  /** Above the page: the 'This group is archived' banner. */
  banner?: ReactNode;
}

/**
 * Group pages: the main side menu and the top action bar. Its routes require sign-in and a
 * workspace (their loaders), and a group the user can see.
 */
export function GroupLayout({ menu, heading, title, actions, banner }: GroupLayoutProps) {
  const routeTitle = useRouteTitle();
  const documentTitle = title ?? routeTitle;
  return (
    <SignedInShell
      menu={menu}
      title={
        heading ? (
          <>
            <DocumentTitle title={documentTitle} />
            {heading}
          </>
        ) : (
          <PageTitle title={documentTitle} />
        )
      }
      actions={actions}
    >
      <Container size="lg" py="xl">
        {banner}
        <Outlet />
      </Container>
    </SignedInShell>
  );
}
