import { CloseButton, Container, Group } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageTitle } from './PageTitle';
import { useRouteTitle } from './route-title';
import classes from './FormLayout.module.css';

export interface FormLayoutProps {
  /** The form's title; by default the route's `handle.title`. */
  title?: string;
  /** Where the close control goes. By default: back, or home when there is no page before. */
  closeTo?: string;
  closeLabel?: string;
  /** Where the close control goes when the tab has no page before this one (or how to find it). */
  homeTo?: string | (() => Promise<string>);
}

/** Full-page forms: a top bar with the title and a close control, the form centered below. */
export function FormLayout({
  title,
  closeTo,
  closeLabel = 'Close',
  homeTo = routes.home(),
}: FormLayoutProps) {
  const routeTitle = useRouteTitle();
  const navigate = useNavigate();
  const location = useLocation();

  const close = () => {
    if (closeTo !== undefined) void navigate(closeTo);
    // 'default' is the key of the first page of the tab: there is nowhere to go back to.
    else if (location.key !== 'default') void navigate(-1);
    else if (typeof homeTo === 'string') void navigate(homeTo);
    else void homeTo().then((target) => navigate(target));
  };

  return (
    <div className={classes.page}>
      <header className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" h="100%" px="md" gap="sm">
          <PageTitle title={title ?? routeTitle} />
          {/* A title, not a Tooltip: Mantine's tooltip brings floating-ui into the first load. */}
          <CloseButton size="lg" onClick={close} aria-label={closeLabel} title={closeLabel} />
        </Group>
      </header>
      <main id="main-content">
        <Container size={640} py="xl">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
