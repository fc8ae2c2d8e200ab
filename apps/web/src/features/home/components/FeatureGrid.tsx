import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBolt,
  IconCalendarStats,
  IconFileText,
  IconLink,
  IconNotebook,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import classes from '../HomePage.module.css';

interface Feature {
  icon: Icon;
  color: string;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: IconFileText,
    color: 'indigo',
    title: 'Docs that stay in order',
    text: 'A nested docs tree per project, with templates, locks and archives. Write together in real time.',
  },
  {
    icon: IconNotebook,
    color: 'orange',
    title: 'Logs for every step',
    text: 'Flight-log style entries with attachments keep a clear record, and can notify the whole team.',
  },
  {
    icon: IconCalendarStats,
    color: 'teal',
    title: 'Planning at a glance',
    text: 'See what is coming for each project, and open the planning full screen when you plan together.',
  },
  {
    icon: IconLink,
    color: 'grape',
    title: 'Important links, found fast',
    text: 'Pin the documents and external links that matter, grouped the way your project thinks.',
  },
  {
    icon: IconUsersGroup,
    color: 'blue',
    title: 'The right people, the right rights',
    text: 'Owners, admins, members and guests; groups and projects that can be edited, shared or only viewed.',
  },
  {
    icon: IconBolt,
    color: 'yellow',
    title: 'Live for everyone',
    text: 'Changes show up for your teammates as they happen, and public links share a project read-only.',
  },
];

/** What teams get, one card per feature. */
export function FeatureGrid() {
  return (
    <section className={classes.section} aria-labelledby="features-title">
      <div className={classes.sectionHeader}>
        <Text className={classes.eyebrow}>Everything in one place</Text>
        <Title id="features-title" order={2} className={classes.sectionTitle}>
          One home for the work around your projects
        </Title>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Card
            key={feature.title}
            className={classes.featureCard}
            padding="xl"
            radius="lg"
            withBorder
          >
            <ThemeIcon size={44} radius="md" variant="light" color={feature.color}>
              <feature.icon size={24} stroke={1.7} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md" mb={6}>
              {feature.title}
            </Title>
            <Text c="dimmed" size="sm" lh={1.6}>
              {feature.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
