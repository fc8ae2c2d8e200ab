import { Button, Group, Text, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { Link } from 'react-router';
import classes from '../HomePage.module.css';

/** The closing invitation of the landing page. */
export function CallToAction() {
  return (
    <section className={classes.section} aria-labelledby="cta-title">
      <div className={classes.cta}>
        <div>
          <Title id="cta-title" order={2} c="white" fz={{ base: 24, sm: 30 }}>
            Ready to bring your team on board?
          </Title>
          <Text c="indigo.0" mt={6}>
            Create a workspace in a minute and invite your teammates by e-mail.
          </Text>
        </div>
        <Group gap="sm">
          <Button component={Link} to={routes.signup()} size="md" variant="white">
            Try for free
          </Button>
          <Button component={Link} to={routes.signin()} size="md" variant="outline" color="white">
            Sign in
          </Button>
        </Group>
      </div>
    </section>
  );
}
