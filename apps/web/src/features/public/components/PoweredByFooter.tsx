import { Anchor, Group, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { Link } from 'react-router';
import { useAppConfig } from '../../app-config/queries';
import { Logo } from '../../../ui/Logo';
import classes from '../PublicLayout.module.css';

/** The footer of shared pages (SPEC.md section 1): 'Powered by', the product's logo and version. */
export function PoweredByFooter() {
  const config = useAppConfig();
  return (
    <footer className={classes.footer} data-testid="powered-by">
      <Group gap="xs" wrap="nowrap" justify="center">
        <Text size="sm" c="dimmed">
          Powered by
        </Text>
        <Anchor component={Link} to={routes.home()} underline="never" aria-label="Hangar home">
          <Logo size={22} />
        </Anchor>
        {config ? (
          <Text size="xs" c="dimmed" data-testid="app-version">
            v{config.version}
          </Text>
        ) : null}
      </Group>
    </footer>
  );
}
