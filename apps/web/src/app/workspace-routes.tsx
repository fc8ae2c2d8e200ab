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
import { onboardingLayout } from './account-routes';
import { lazyWithReload } from './chunk-reload';
import { lazyComponent, lazyGuarded, pageRoute, type LoadComponent } from './lazy-route';
import { groupProjectRoutes, workspaceListRoutes } from './group-project-routes';
import { SignedInRoute } from './SignedInRoute';

/*
 * Everything here loads with its route: loaders and pages alike. A visit that starts on the
 * home page or sign-in downloads none of the workspaces code.
 */

const workspaceGuards = () => import('./workspace-guards');

/** Each settings page's component. */
const settingsPageComponents: Record<SettingsPage, LoadComponent> = {
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
  return lazyGuarded(
    workspaceGuards,
    (guards) => guards.createRequireSettingsEntry(queryClient, page),
    settingsPageComponents[page],
  );
}

/** Onboarding (create a workspace, invite the team, first group), the list, the invitation. */
function onboardingRoutes(queryClient: QueryClient): RouteObject[] {
  const guardedPage = (
    path: string,
    title: string,
    guard: (guards: Awaited<ReturnType<typeof workspaceGuards>>) => RouteObject['loader'],
    load: LoadComponent,
  ): RouteObject => ({ path, handle: { title }, lazy: lazyGuarded(workspaceGuards, guard, load) });
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
        guardedPage(
          routePatterns.signupWorkspace,
          'Create a workspace',
          (guards) => guards.createRequireWorkspaceList(queryClient, { allowNone: true }),
          async () =>
            (await import('../features/workspaces/onboarding/CreateWorkspacePage'))
              .CreateWorkspacePage,
        ),
        guardedPage(
          routePatterns.signupTeam,
          'Invite your team',
          (guards) => guards.createRequireOnboardingWorkspace(queryClient),
          async () =>
            (await import('../features/workspaces/onboarding/InviteTeamPage')).InviteTeamPage,
        ),
        guardedPage(
          routePatterns.signupGroup,
          'Create your first group',
          (guards) => guards.createRequireOnboardingWorkspace(queryClient),
          async () =>
            (await import('../features/workspaces/onboarding/FirstGroupPage')).FirstGroupPage,
        ),
        guardedPage(
          routePatterns.workspaces,
          'Your workspaces',
          (guards) => guards.createRequireWorkspaceList(queryClient, { allowNone: false }),
          async () => (await import('../features/workspaces/pages/WorkspacesPage')).WorkspacesPage,
        ),
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
      lazy: lazyGuarded(
        workspaceGuards,
        (guards) => guards.createRequireWorkspace(queryClient),
        async () => (await import('./WorkspaceRoute')).WorkspaceRoute,
      ),
      children: [
        {
          lazy: lazyComponent(
            async () => (await import('./layouts/WorkspaceLayout')).WorkspaceLayout,
          ),
          children: [
            {
              index: true,
              handle: { title: 'Home' },
              lazy: lazyComponent(
                async () =>
                  (await import('../features/workspaces/pages/WorkspaceHomePage'))
                    .WorkspaceHomePage,
              ),
            },
            ...workspaceListRoutes(),
            pageRoute(
              routePatterns.search,
              'Search results',
              async () =>
                (await import('../features/search/pages/SearchResultsPage')).SearchResultsPage,
            ),
            pageRoute(
              routePatterns.inbox,
              'Inbox',
              async () => (await import('../features/inbox/pages/InboxPage')).InboxPage,
            ),
            pageRoute(
              routePatterns.trash,
              'Trash',
              async () => (await import('../features/trash/pages/TrashPage')).TrashPage,
            ),
          ],
        },
        ...groupProjectRoutes(queryClient),
        {
          lazy: lazyComponent(
            async () =>
              (await import('../features/workspaces/settings/WorkspaceSettingsLayout'))
                .WorkspaceSettingsLayout,
          ),
          children: settingsRoutes(queryClient),
        },
        billingFormRoutes(queryClient),
        createDemoRoute(queryClient),
      ],
    },
  ];
}
