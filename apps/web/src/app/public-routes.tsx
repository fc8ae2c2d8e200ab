import { routePatterns } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from './chunk-reload';
import { lazyComponent } from './lazy-route';

/** The shared pages' module: one lazy chunk for the layout, the pages and their loaders. */
const publicPages = () => import('../features/public/pages/public-pages');

/**
 * The share links (SPEC.md section 2 "Public share routes"): no sign-in, the token in the
 * address. The literal 'public' outranks a workspace id, so these never reach workspace guards.
 */
export function publicRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      lazy: lazyComponent(async () => (await publicPages()).PublicProjectLayout),
      children: [
        {
          path: routePatterns.publicProject,
          handle: { title: 'Shared project' },
          lazy: lazyWithReload(async () => {
            const { createPublicProjectLoader, PublicProjectPage } = await publicPages();
            return { loader: createPublicProjectLoader(queryClient), Component: PublicProjectPage };
          }),
        },
        {
          path: routePatterns.publicDoc,
          handle: { title: 'Shared document' },
          lazy: lazyWithReload(async () => {
            const { createPublicDocLoader, PublicDocPage } = await publicPages();
            return { loader: createPublicDocLoader(queryClient), Component: PublicDocPage };
          }),
        },
      ],
    },
  ];
}
