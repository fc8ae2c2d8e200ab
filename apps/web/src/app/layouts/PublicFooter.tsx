import { Anchor, Group, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { PRODUCT_NAME } from '@hangar/domain/constants';
import { Link } from 'react-router';
import { AppVersion } from '../../features/app-config/AppVersion';
import { useAppConfig } from '../../features/app-config/queries';
import { reopenConsentBanner } from '../../features/third-party/consent';
import { Logo } from '../../ui/Logo';
import { useSignedInUserId } from '../session';
import classes from './PublicFooter.module.css';

/** The footer of public pages: logo, version, a few links (no sign-in for someone signed in). */
export function PublicFooter() {
  const config = useAppConfig();
  const signedIn = useSignedInUserId() !== null;
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <Group gap="sm" wrap="nowrap">
          <Logo size={22} />
          <AppVersion />
        </Group>
        <Group gap="lg" component="nav" aria-label="Footer">
          {signedIn ? null : (
            <>
              <Anchor component={Link} to={routes.signin()} size="sm" c="dimmed">
                Sign in
              </Anchor>
              <Anchor component={Link} to={routes.signup()} size="sm" c="dimmed">
                Create an account
              </Anchor>
            </>
          )}
          {config?.gtm_id ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="dimmed"
              onClick={reopenConsentBanner}
            >
              Cookie settings
            </Anchor>
          ) : null}
          {config?.help_url ? (
            <Anchor href={config.help_url} target="_blank" rel="noreferrer" size="sm" c="dimmed">
              Help
            </Anchor>
          ) : (
            <Anchor component={Link} to={routes.help()} size="sm" c="dimmed">
              Help
            </Anchor>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} {config?.product_name ?? PRODUCT_NAME}
        </Text>
      </div>
    </footer>
  );
}
