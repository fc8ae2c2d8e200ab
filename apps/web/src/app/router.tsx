import { routePatterns } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from './account-routes';
import { lazyComponent } from './lazy-route';
import { NotFoundPage, RouteErrorPage } from './error-page/RouteErrorPage';
import { DefaultLayout } from './layouts/DefaultLayout';
import { createRootLoader } from './root-loader';
import { publicRoutes } from './public-routes';
import { AppLoading, RootErrorPage, RootRoute } from './RootRoute';
import { workspaceRoutes } from './workspace-routes';

/**
 * The route tree. Layout routes are pathless and render their page through an Outlet; pages
 * load lazily (each is its own chunk), and so do the layouts the first page does not need.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: routePatterns.home,
      loader: createRootLoader(queryClient),
      element: <RootRoute />,
      errorElement: <RootErrorPage />,
      HydrateFallback: AppLoading,
      children: [
        {
          // Errors of any page below render here, under the root's progress bar and modals.
          errorElement: <RouteErrorPage />,
          children: [
            {
              element: <DefaultLayout />,
              children: [
                {
                  index: true,
                  lazy: lazyComponent(
                    async () => (await import('../features/home/pages/HomePage')).HomePage,
                  ),
                },
                {
                  // The built-in guide: open to everyone, signed in or not.
                  path: routePatterns.help,
                  handle: { title: 'Help' },
                  lazy: lazyComponent(
                    async () => (await import('../features/help/pages/HelpPage')).HelpPage,
                  ),
                },
              ],
            },
            ...accountRoutes(queryClient),
            ...publicRoutes(queryClient),
            ...workspaceRoutes(queryClient),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
