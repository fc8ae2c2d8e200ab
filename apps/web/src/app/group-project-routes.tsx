import { routePatterns } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from './chunk-reload';

/*
 * The group and project routes (SPEC.md section 2 "Workspace, group, project"), children of
 * /workspace/{wsid}. Loaders and pages load with their route, like the rest of the workspace.
 */

const itemGuards = () => import('./item-guards');

/** The lists, in the workspace layout beside Home. */
export function workspaceListRoutes(): RouteObject[] {
  return [
    {
      path: routePatterns.groups,
      handle: { title: 'Groups' },
      lazy: lazyWithReload(async () => {
        const page = await import('../features/groups/pages/GroupsPage');
        return { Component: page.GroupsPage };
      }),
    },
    {
      path: routePatterns.projects,
      handle: { title: 'Projects' },
      lazy: lazyWithReload(async () => {
        const page = await import('../features/projects/pages/ProjectsPage');
        return { Component: page.ProjectsPage };
      }),
    },
  ];
}

/** Creating a group or a project: full-page forms. */
function creationRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: routePatterns.groupCreate,
      handle: { title: 'Create a group' },
      lazy: lazyWithReload(async () => {
        const [{ createRequireGroupCreation }, page] = await Promise.all([
          itemGuards(),
          import('../features/groups/pages/GroupCreatePage'),
        ]);
        return { loader: createRequireGroupCreation(queryClient), Component: page.GroupCreatePage };
      }),
    },
    {
      path: routePatterns.projectCreate,
      handle: { title: 'Create a project' },
      lazy: lazyWithReload(async () => {
        const page = await import('../features/projects/pages/ProjectCreatePage');
        return { Component: page.ProjectCreatePage };
      }),
    },
  ];
}

function groupRoute(queryClient: QueryClient): RouteObject {
  return {
    path: routePatterns.group,
    lazy: lazyWithReload(async () => {
      const [{ createRequireGroup }, layout] = await Promise.all([
        itemGuards(),
        import('../features/groups/components/GroupRouteLayout'),
      ]);
      return { loader: createRequireGroup(queryClient), Component: layout.GroupRouteLayout };
    }),
    children: [
      {
        index: true,
        lazy: lazyWithReload(async () => {
          const page = await import('../features/groups/pages/GroupPage');
          return { Component: page.GroupPage };
        }),
      },
      {
        path: `${routePatterns.group}/settings`,
        handle: { title: 'Group settings' },
        lazy: lazyWithReload(async () => {
          const page = await import('../features/groups/pages/GroupSettingsPage');
          return { Component: page.GroupSettingsPage };
        }),
      },
    ],
  };
}

function projectRoute(queryClient: QueryClient): RouteObject {
  const page = (path: string, title: string, load: () => Promise<RouteObject['Component']>) => ({
    path: `${routePatterns.project}/${path}`,
    handle: { title },
    lazy: lazyWithReload(async () => ({ Component: await load() })),
  });
  return {
    path: routePatterns.project,
    lazy: lazyWithReload(async () => {
      const [{ createRequireProject }, layout] = await Promise.all([
        itemGuards(),
        import('../features/projects/components/ProjectRouteLayout'),
      ]);
      return { loader: createRequireProject(queryClient), Component: layout.ProjectRouteLayout };
    }),
    children: [
      {
        index: true,
        lazy: lazyWithReload(async () => ({
          loader: (await itemGuards()).redirectToProjectLogs,
        })),
      },
      page('logs', 'Logs & Activity', async () => {
        return (await import('../features/projects/pages/ProjectLogsPage')).ProjectLogsPage;
      }),
      page('team', 'Project team', async () => {
        return (await import('../features/projects/pages/ProjectTeamPage')).ProjectTeamPage;
      }),
      page('planning', 'Planning', async () => {
        return (await import('../features/projects/pages/ComingSoonPages')).PlanningComingSoonPage;
      }),
      page('important-docs', 'Important documents', async () => {
        const pages = await import('../features/projects/pages/ComingSoonPages');
        return pages.ImportantDocsComingSoonPage;
      }),
      page('settings', 'Project settings', async () => {
        const settings = await import('../features/projects/pages/ProjectSettingsPage');
        return settings.ProjectSettingsPage;
      }),
    ],
  };
}

/** The creation forms, a group's pages and a project's pages. */
export function groupProjectRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      lazy: lazyWithReload(async () => {
        const { WorkspaceFormLayout } = await import('./layouts/WorkspaceFormLayout');
        return { Component: WorkspaceFormLayout };
      }),
      children: creationRoutes(queryClient),
    },
    groupRoute(queryClient),
    projectRoute(queryClient),
  ];
}
