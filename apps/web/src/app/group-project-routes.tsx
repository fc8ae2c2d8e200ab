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
        return (await import('../features/planning/pages/PlanningPage')).PlanningPage;
      }),
      page('important-docs', 'Important documents', async () => {
        const pages = await import('../features/important-links/pages/ImportantDocsPage');
        return pages.ImportantDocsPage;
      }),
      page('logs/create', 'New log', async () => {
        return (await import('../features/logs/pages/LogCreatePage')).LogCreatePage;
      }),
      ...logRoutes(queryClient),
      page('settings', 'Project settings', async () => {
        const settings = await import('../features/projects/pages/ProjectSettingsPage');
        return settings.ProjectSettingsPage;
      }),
      docRoute(queryClient),
    ],
  };
}

/** A log's pages (the loader checks the id and loads the log first). */
function logRoutes(queryClient: QueryClient): RouteObject[] {
  const logPage = (
    path: string,
    title: string,
    pick: (pages: Awaited<ReturnType<typeof logPages>>) => RouteObject['Component'],
  ): RouteObject => ({
    path: `${routePatterns.project}/logs/:logid${path}`,
    handle: { title },
    lazy: lazyWithReload(async () => {
      const pages = await logPages();
      return { loader: pages.createRequireLog(queryClient), Component: pick(pages) };
    }),
  });
  return [
    logPage('', 'Log', (pages) => pages.LogPage),
    logPage('/edit', 'Edit log', (pages) => pages.LogEditPage),
    logPage('/send-notification', 'Send a notification', (pages) => pages.LogNotificationPage),
  ];
}

const logPages = () => import('../features/logs/pages/log-pages');

/** The doc page, its print view and their loader (the editor follows at once, see DocPage). */
const docPages = () => import('../features/docs/pages/doc-pages');

/** A doc's page, in the project layout (its title comes from the doc, see ProjectRouteLayout). */
function docRoute(queryClient: QueryClient): RouteObject {
  return {
    path: `${routePatterns.project}/doc/:docid`,
    handle: { title: 'Documentation' },
    lazy: lazyWithReload(async () => {
      const { createRequireDoc, DocPage } = await docPages();
      return { loader: createRequireDoc(queryClient), Component: DocPage };
    }),
  };
}

/** A doc's print view (opened in a new tab): the print layout, no menus. */
function docPrintRoute(queryClient: QueryClient): RouteObject {
  return {
    lazy: lazyWithReload(async () => {
      const { PrintLayout } = await import('./layouts/PrintLayout');
      return { Component: PrintLayout };
    }),
    children: [
      {
        path: `${routePatterns.project}/doc/:docid/print`,
        handle: { title: 'Print' },
        lazy: lazyWithReload(async () => {
          const { createRequireDoc, DocPrintPage } = await docPages();
          return { loader: createRequireDoc(queryClient), Component: DocPrintPage };
        }),
      },
    ],
  };
}

/** A project's planning over the whole window: the fullscreen layout, no menus. */
function planningFullscreenRoute(queryClient: QueryClient): RouteObject {
  return {
    lazy: lazyWithReload(async () => {
      const { FullscreenLayout } = await import('./layouts/FullscreenLayout');
      return { Component: FullscreenLayout };
    }),
    children: [
      {
        path: `${routePatterns.project}/planning/fullscreen`,
        handle: { title: 'Planning' },
        lazy: lazyWithReload(async () => {
          const [{ createRequireProject }, page] = await Promise.all([
            itemGuards(),
            import('../features/planning/pages/PlanningFullscreenPage'),
          ]);
          return {
            loader: createRequireProject(queryClient),
            Component: page.PlanningFullscreenPage,
          };
        }),
      },
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
    docPrintRoute(queryClient),
    planningFullscreenRoute(queryClient),
  ];
}
