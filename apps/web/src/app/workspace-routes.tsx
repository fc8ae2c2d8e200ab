import { routePatterns, routes, settingsPages, type SettingsPage } from '@hangar/contracts/routes';
import { SETTINGS_ENTRIES } from '@hangar/domain/abilities/workspace';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  billingFormRoutes,
  billingSettingsPage,
  billingSettingsPages,
  createDemoRoute,
} from './billing-routes';
import { lazyWithReload } from './chunk-reload';
import { groupProjectRoutes, workspaceListRoutes } from './group-project-routes';
import { SignedInRoute } from './SignedInRoute';

/*
 * Everything here loads with its route: loaders and pages alike. A visit that starts on the
 * home page or sign-in downloads none of the workspaces code.
 */

const onboardingLayout = lazyWithReload(async () => {
  const { OnboardingLayout } = await import('./layouts/OnboardingLayout');
  return { Component: OnboardingLayout };
});

const guards = () => import('./workspace-guards');

/** Each settings page's component. */
const settingsPageComponents: Record<SettingsPage, () => Promise<RouteObject['Component']>> = {
  profile: async () =>
    (await import('../features/account/components/ProfileSettings')).ProfileSettings,
  personal: async () =>
    (await import('../features/workspaces/settings/PersonalSettingsPage')).PersonalSettingsPage,
  workspace: async () =>
    (await import('../features/workspaces/settings/WorkspaceSettingsPage')).WorkspaceSettingsPage,
  team: async () =>
    (await import('../features/workspaces/settings/TeamSettingsPage')).TeamSettingsPage,
  upgrade: billingSettingsPages.upgrade,
  billing: billingSettingsPages.billing,
};

function settingsRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      // 'Settings & Members' and the bare address open the workspace's settings.
      path: routePatterns.settings,
      loader: ({ params }: LoaderFunctionArgs) =>
        redirect(routes.settings(params.wsid ?? '', 'workspace')),
    },
    ...settingsPages.map((page): RouteObject => ({
      path: `${routePatterns.settings}/${page}`,
      handle: { title: SETTINGS_ENTRIES.find((entry) => entry.key === page)?.label },
      // Upgrade and Billing: owners only, their billing info loaded with the page.
      lazy:
        page === 'upgrade' || page === 'billing'
          ? billingSettingsPage(queryClient, page)
          : settingsPageLazy(queryClient, page),
    })),
  ];
}

function settingsPageLazy(queryClient: QueryClient, page: SettingsPage): RouteObject['lazy'] {
  return lazyWithReload(async () => {
    const [{ createRequireSettingsEntry }, Component] = await Promise.all([
      guards(),
      settingsPageComponents[page](),
    ]);
    return { loader: createRequireSettingsEntry(queryClient, page), Component };
  });
}

/** Onboarding (create a workspace, invite the team, first group), the list, the invitation. */
function onboardingRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: routePatterns.invitation,
      handle: { title: 'Join a workspace' },
      lazy: lazyWithReload(async () => {
        const { createInvitationLoader } = await import('../features/workspaces/invitation-loader');
        return { loader: createInvitationLoader(queryClient) };
      }),
    },
    {
      lazy: lazyWithReload(async () => {
        const { createRequireSignedIn } = await import('./guards');
        return { loader: createRequireSignedIn(queryClient) };
      }),
      element: <SignedInRoute />,
      children: [
        {
          path: routePatterns.signupWorkspace,
          handle: { title: 'Create a workspace' },
          lazy: lazyWithReload(async () => {
            const [{ createRequireWorkspaceList }, page] = await Promise.all([
              guards(),
              import('../features/workspaces/onboarding/CreateWorkspacePage'),
            ]);
            return {
              loader: createRequireWorkspaceList(queryClient, { allowNone: true }),
              Component: page.CreateWorkspacePage,
            };
          }),
        },
        {
          path: routePatterns.signupTeam,
          handle: { title: 'Invite your team' },
          lazy: lazyWithReload(async () => {
            const [{ createRequireOnboardingWorkspace }, page] = await Promise.all([
              guards(),
              import('../features/workspaces/onboarding/InviteTeamPage'),
            ]);
            return {
              loader: createRequireOnboardingWorkspace(queryClient),
              Component: page.InviteTeamPage,
            };
          }),
        },
        {
          path: routePatterns.signupGroup,
          handle: { title: 'Create your first group' },
          lazy: lazyWithReload(async () => {
            const [{ createRequireOnboardingWorkspace }, page] = await Promise.all([
              guards(),
              import('../features/workspaces/onboarding/FirstGroupPage'),
            ]);
            return {
              loader: createRequireOnboardingWorkspace(queryClient),
              Component: page.FirstGroupPage,
            };
          }),
        },
        {
          path: routePatterns.workspaces,
          handle: { title: 'Your workspaces' },
          lazy: lazyWithReload(async () => {
            const [{ createRequireWorkspaceList }, page] = await Promise.all([
              guards(),
              import('../features/workspaces/pages/WorkspacesPage'),
            ]);
            return {
              loader: createRequireWorkspaceList(queryClient, { allowNone: false }),
              Component: page.WorkspacesPage,
            };
          }),
        },
      ],
    },
  ];
}

/** The routes of SPEC.md section 2 "Workspace" and "Settings", for the route tree. */
export function workspaceRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { lazy: onboardingLayout, children: onboardingRoutes(queryClient) },
    {
      path: routePatterns.workspace,
      lazy: lazyWithReload(async () => {
        const [{ createRequireWorkspace }, { WorkspaceRoute }] = await Promise.all([
          guards(),
          import('./WorkspaceRoute'),
        ]);
        return { loader: createRequireWorkspace(queryClient), Component: WorkspaceRoute };
      }),
      children: [
        {
          lazy: lazyWithReload(async () => {
            const { WorkspaceLayout } = await import('./layouts/WorkspaceLayout');
            return { Component: WorkspaceLayout };
          }),
          children: [
            {
              index: true,
              handle: { title: 'Home' },
              lazy: lazyWithReload(async () => {
                const page = await import('../features/workspaces/pages/WorkspaceHomePage');
                return { Component: page.WorkspaceHomePage };
              }),
            },
            ...workspaceListRoutes(),
            {
              path: routePatterns.search,
              handle: { title: 'Search results' },
              lazy: lazyWithReload(async () => {
                const page = await import('../features/search/pages/SearchResultsPage');
                return { Component: page.SearchResultsPage };
              }),
            },
            {
              path: routePatterns.inbox,
              handle: { title: 'Inbox' },
              lazy: lazyWithReload(async () => {
                const page = await import('../features/inbox/pages/InboxPage');
                return { Component: page.InboxPage };
              }),
            },
            {
              path: routePatterns.trash,
              handle: { title: 'Trash' },
              lazy: lazyWithReload(async () => {
                const page = await import('../features/trash/pages/TrashPage');
                return { Component: page.TrashPage };
              }),
            },
          ],
        },
        ...groupProjectRoutes(queryClient),
        {
          lazy: lazyWithReload(async () => {
            const layout = await import('../features/workspaces/settings/WorkspaceSettingsLayout');
            return { Component: layout.WorkspaceSettingsLayout };
          }),
          children: settingsRoutes(queryClient),
        },
        billingFormRoutes(queryClient),
        createDemoRoute(queryClient),
      ],
    },
  ];
}
