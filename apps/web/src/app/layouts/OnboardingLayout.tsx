import { Anchor, Stack, Text, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { Link, Outlet } from 'react-router';
import { PRODUCT_NAME } from '@hangar/domain/constants';
import { Logo } from '../../ui/Logo';
import { useRouteTitle } from './route-title';
import { OnboardingIllustration } from './OnboardingIllustration';
import classes from './OnboardingLayout.module.css';

/**
 * Sign-up and onboarding steps: the form at the left, an illustration at the right (hidden on
 * narrow screens). Sign-in, sign-up and password pages use it too; the onboarding steps of
 * workspaces require sign-in, a workspace and the billing checks (their route loaders).
 */
export function OnboardingLayout() {
  const title = useRouteTitle();
  return (
    <div className={classes.columns}>
      {title ? <title>{`${title} · ${PRODUCT_NAME}`}</title> : null}
      <div className={classes.formColumn}>
        <header className={classes.logo}>
          <Anchor component={Link} to={routes.home()} underline="never" aria-label="Hangar home">
            <Logo size={30} />
          </Anchor>
        </header>
        <main id="main-content" className={classes.form}>
          <Outlet />
        </main>
      </div>
      <aside className={classes.illustrationColumn} aria-hidden="true">
        <Stack align="center" gap="xl" maw={440}>
          <OnboardingIllustration />
          <Stack gap={6} ta="center">
            <Title order={2} c="white" fz={26}>
              Bring your team on board
            </Title>
            <Text c="indigo.0" fz="md">
              Workspaces, groups and projects: docs, logs, links and planning, all under one roof.
            </Text>
          </Stack>
        </Stack>
      </aside>
    </div>
  );
}
