import { Anchor, Group, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { Link } from 'react-router';
import { AppVersion } from '../../app-config/AppVersion';
import { Logo } from '../../../ui/Logo';
import classes from '../PublicLayout.module.css';

/** The footer of shared pages (SPEC.md section 1): 'Powered by', the product's logo and version. */
export function PoweredByFooter() {
  return (
    <footer className={classes.footer} data-testid="powered-by">
      <Group gap="xs" wrap="nowrap" justify="center">
        <Text size="sm" c="dimmed">
          Powered by
        </Text>
        <Anchor component={Link} to={routes.home()} underline="never" aria-label="Hangar home">
          <Logo size={22} />
        </Anchor>
        <AppVersion />
      </Group>
    </footer>
  );
}
