import { Divider, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Project } from '@hangar/contracts/projects';
import { routes, type ProjectPage } from '@hangar/contracts/routes';
import {
  IconActivity,
  IconCalendarEvent,
  IconFileText,
  IconPaperclip,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import classes from './ProjectSidePanel.module.css';

/** The project pages menu (SPEC.md section 2 "Project layout"), in the spec's order. */
export const PROJECT_PAGES: readonly {
  page: ProjectPage;
  label: string;
  icon: typeof IconUsers;
}[] = [
  { page: 'team', label: 'Project team', icon: IconUsers },
  { page: 'logs', label: 'Logs & Activity', icon: IconActivity },
  { page: 'planning', label: 'Planning', icon: IconCalendarEvent },
  { page: 'important-docs', label: 'Important documents', icon: IconPaperclip },
];

/**
 * The left panel of the project layout: the project's pages, then its documentation. The docs
 * tree (filter, drag and drop) comes with the docs; until then the panel says there is none.
 */
export function ProjectSidePanel({
  workspaceId,
  project,
}: {
  workspaceId: number;
  project: Project;
}) {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm">
      <nav aria-label="Project pages">
        {PROJECT_PAGES.map(({ page, label, icon: Icon }) => {
          const to = routes.projectPage(workspaceId, project.id, page);
          return (
            <NavLink
              key={page}
              component={Link}
              to={to}
              label={label}
              active={pathname === to || pathname.startsWith(`${to}/`)}
              leftSection={<Icon size={18} stroke={1.6} />}
              className={classes.pageLink}
            />
          );
        })}
      </nav>
      <Divider />
      <section aria-labelledby="project-docs-title">
        <Text
          id="project-docs-title"
          size="xs"
          fw={700}
          c="dimmed"
          tt="uppercase"
          className={classes.sectionTitle}
        >
          Documentations
        </Text>
        <Stack align="center" gap={6} ta="center" className={classes.empty}>
          <ThemeIcon variant="light" color="gray" size={40} radius="xl">
            <IconFileText size={20} stroke={1.6} />
          </ThemeIcon>
          <Text size="sm" fw={600}>
            No documentation yet.
          </Text>
          <Text size="xs" c="dimmed">
            The pages of this project will be listed here, nested as a tree.
          </Text>
        </Stack>
      </section>
    </Stack>
  );
}
