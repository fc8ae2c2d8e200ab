import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from '../HomePage.module.css';
import { ProductPreview } from './ProductPreview';

/** The first screen of the landing page: what Hangar is, and the way in. */
export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.heroInner}>
        <div className={classes.heroText}>
          <Badge variant="light" size="lg" radius="xl" tt="none" fw={600}>
            Workspaces · Groups · Projects
          </Badge>
          <Title id="hero-title" order={1} className={classes.heroTitle}>
            Where your team&apos;s projects <span className={classes.highlight}>take off</span>
          </Title>
          <Text className={classes.heroSubtitle}>
            Hangar organises your team&apos;s work in workspaces, groups and projects. Every project
            keeps its docs, logs, important links and planning in one place, so everyone knows what
            happened and what comes next.
          </Text>
          <Group gap="sm" className={classes.heroActions}>
            <Button
              component={Link}
              to={routes.signup()}
              size="lg"
              rightSection={<IconArrowRight size={18} />}
            >
              Try for free
            </Button>
            <Button component={Link} to={routes.signin()} size="lg" variant="default">
              Sign in
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Free plan for small teams. No card needed.
          </Text>
        </div>
        <div className={classes.heroPreview}>
          <ProductPreview />
        </div>
      </div>
    </section>
  );
}
