import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconFolders, IconRocket, type Icon } from '@tabler/icons-react';
import classes from '../HomePage.module.css';

interface Level {
  icon: Icon;
  name: string;
  text: string;
}

const LEVELS: Level[] = [
  {
    icon: IconBuildingWarehouse,
    name: 'Workspace',
    text: 'Your company or team, with its members, plan and settings.',
  },
  {
    icon: IconFolders,
    name: 'Groups',
    text: 'Departments, clients or programmes, each with its own team.',
  },
  {
    icon: IconRocket,
    name: 'Projects',
    text: 'Docs, logs, important links, planning and the project team.',
  },
];

/** How Hangar is organised: workspace > group > project. */
export function HierarchySection() {
  return (
    <section className={classes.band} aria-labelledby="hierarchy-title">
      <div className={classes.section}>
        <div className={classes.sectionHeader}>
          <Text className={classes.eyebrow}>Simple structure</Text>
          <Title id="hierarchy-title" order={2} className={classes.sectionTitle}>
            Organised the way teams already work
          </Title>
        </div>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {LEVELS.map((level, index) => (
            <div key={level.name} className={classes.level}>
              <ThemeIcon
                size={52}
                radius="xl"
                variant="gradient"
                gradient={{ from: 'indigo.5', to: 'violet.6', deg: 135 }}
              >
                <level.icon size={26} stroke={1.7} />
              </ThemeIcon>
              <div>
                <Text size="xs" fw={700} c="var(--mantine-color-anchor)" tt="uppercase" lts={0.8}>
                  Level {index + 1}
                </Text>
                <Title order={3} fz="xl">
                  {level.name}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {level.text}
                </Text>
              </div>
            </div>
          ))}
        </SimpleGrid>
      </div>
    </section>
  );
}
