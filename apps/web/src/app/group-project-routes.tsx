import { routePatterns } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from './chunk-reload';
import { lazyComponent, lazyGuarded, pageRoute, type LoadComponent } from './lazy-route';

/*
 * The group and project routes (SPEC.md section 2 "Workspace, group, project"), children of
 * /workspace/{wsid}. Loaders and pages load with their route, like the rest of the workspace.
 */

const itemGuards = () => import('./item-guards');

/** The lists, in the workspace layout beside Home. */
export function workspaceListRoutes(): RouteObject[] {
  return [
    pageRoute(
      routePatterns.groups,
      'Groups',
      async () => (await import('../features/groups/pages/GroupsPage')).GroupsPage,
    ),
    pageRoute(
      routePatterns.projects,
      'Projects',
      async () => (await import('../features/projects/pages/ProjectsPage')).ProjectsPage,
    ),
  ];
}

/** Creating a group or a project: full-page forms. */
function creationRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: routePatterns.groupCreate,
      handle: { title: 'Create a group' },
      lazy: lazyGuarded(
        itemGuards,
        (guards) => guards.createRequireGroupCreation(queryClient),
        async () => (await import('../features/groups/pages/GroupCreatePage')).GroupCreatePage,
      ),
    },
    pageRoute(
      routePatterns.projectCreate,
      'Create a project',
      async () => (await import('../features/projects/pages/ProjectCreatePage')).ProjectCreatePage,
    ),
  ];
}

function groupRoute(queryClient: QueryClient): RouteObject {
  return {
    path: routePatterns.group,
    lazy: lazyGuarded(
      itemGuards,
      (guards) => guards.createRequireGroup(queryClient),
      async () => (await import('../features/groups/components/GroupRouteLayout')).GroupRouteLayout,
    ),
    children: [
      {
        index: true,
        lazy: lazyComponent(
          async () => (await import('../features/groups/pages/GroupPage')).GroupPage,
        ),
      },
      pageRoute(
        `${routePatterns.group}/settings`,
        'Group settings',
        async () => (await import('../features/groups/pages/GroupSettingsPage')).GroupSettingsPage,
      ),
    ],
  };
}

function projectRoute(queryClient: QueryClient): RouteObject {
  const page = (path: string, title: string, load: LoadComponent) =>
    pageRoute(`${routePatterns.project}/${path}`, title, load);
  return {
    path: routePatterns.project,
    lazy: lazyGuarded(
      itemGuards,
      (guards) => guards.createRequireProject(queryClient),
      async () =>
        (await import('../features/projects/components/ProjectRouteLayout')).ProjectRouteLayout,
    ),
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
    lazy: lazyComponent(async () => (await import('./layouts/PrintLayout')).PrintLayout),
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
    lazy: lazyComponent(async () => (await import('./layouts/FullscreenLayout')).FullscreenLayout),
    children: [
      {
        path: `${routePatterns.project}/planning/fullscreen`,
        handle: { title: 'Planning' },
        lazy: lazyGuarded(
          itemGuards,
          (guards) => guards.createRequireProject(queryClient),
          async () =>
            (await import('../features/planning/pages/PlanningFullscreenPage'))
              .PlanningFullscreenPage,
        ),
      },
    ],
  };
}

/** The creation forms, a group's pages and a project's pages. */
export function groupProjectRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      lazy: lazyComponent(
        async () => (await import('./layouts/WorkspaceFormLayout')).WorkspaceFormLayout,
      ),
      children: creationRoutes(queryClient),
    },
    groupRoute(queryClient),
    projectRoute(queryClient),
    docPrintRoute(queryClient),
    planningFullscreenRoute(queryClient),
  ];
}
