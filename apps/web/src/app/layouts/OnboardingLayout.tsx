import { Anchor } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PRODUCT_NAME } from '@hangar/domain/constants';
import { Logo } from '../../ui/Logo';
import { useAfterLoad } from '../../ui/use-after-load';
import { useRouteTitle } from './route-title';
import classes from './OnboardingLayout.module.css';

/** Decorative: drawn a moment after the page, in a box of its size, not with the first JavaScript. */
const OnboardingAside = lazy(async () => ({
  default: (await import('./OnboardingAside')).OnboardingAside,
}));

/**
 * Sign-up and onboarding steps: the form at the left, an illustration at the right (hidden on
 * narrow screens). Sign-in, sign-up and password pages use it too; the onboarding steps of
 * workspaces require sign-in, a workspace and the billing checks (their route loaders).
 */
export function OnboardingLayout() {
  const title = useRouteTitle();
  const afterLoad = useAfterLoad();
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
        <div className={classes.aside}>
          {afterLoad ? (
            <Suspense fallback={null}>
              <OnboardingAside />
            </Suspense>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
