import { Divider, NavLink, Stack } from '@mantine/core';
import type { Project } from '@hangar/contracts/projects';
import { routes, type ProjectPage } from '@hangar/contracts/routes';
import { IconActivity, IconCalendarEvent, IconPaperclip, IconUsers } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { DocsPanel } from '../../docs/tree/DocsPanel';
import classes from './ProjectSidePanel.module.css';

/** The project pages menu (SPEC.md section 2 "Project layout"), in the spec's order. */
const PROJECT_PAGES: readonly {
  page: ProjectPage;
  label: string;
  icon: typeof IconUsers;
}[] = [
  { page: 'team', label: 'Project team', icon: IconUsers },
  { page: 'logs', label: 'Logs & Activity', icon: IconActivity },
  { page: 'planning', label: 'Planning', icon: IconCalendarEvent },
  { page: 'important-docs', label: 'Important documents', icon: IconPaperclip },
];

/** The left panel of the project layout: the project's pages, then its docs tree. */
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
      <DocsPanel workspaceId={workspaceId} project={project} />
    </Stack>
  );
}
