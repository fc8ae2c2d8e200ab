import { Anchor, Button, Group } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { PRODUCT_NAME } from '@hangar/domain/constants';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { useSignedInUserId } from '../session';
import classes from './PublicHeader.module.css';

/**
 * The top bar of public pages: the logo, 'Sign in' and 'Try for free'; someone signed in (on
 * the help page, a shared link) gets the way back to their workspace instead.
 */
export function PublicHeader() {
  const signedIn = useSignedInUserId() !== null;
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Anchor component={Link} to={routes.home()} underline="never" aria-label="Hangar home">
          <Logo size={30} compactOnPhones />
        </Anchor>
        <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account">
          {signedIn ? (
            <Button component={Link} to={routes.workspaces()} size="sm">
              Open {PRODUCT_NAME}
            </Button>
          ) : (
            <>
              <Button component={Link} to={routes.signin()} variant="subtle" color="gray" size="sm">
                Sign in
              </Button>
              <Button component={Link} to={routes.signup()} size="sm">
                Try for free
              </Button>
            </>
          )}
        </Group>
      </div>
    </header>
  );
}
