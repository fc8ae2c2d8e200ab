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
import { lazyGuardedPage, lazyPage, type LoadPage } from './lazy-page';
import { groupProjectRoutes, workspaceListRoutes } from './group-project-routes';
import { SignedInRoute } from './SignedInRoute';

/*
 * Everything here loads with its route: loaders and pages alike. A visit that starts on the
 * home page or sign-in downloads none of the workspaces code.
 */

const onboardingLayout = lazyPage(
  async () => (await import('./layouts/OnboardingLayout')).OnboardingLayout,
);

const guards = () => import('./workspace-guards');

/** Each settings page's component. */
const settingsPageComponents: Record<SettingsPage, LoadPage> = {
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
  return lazyGuardedPage(
    async () => (await guards()).createRequireSettingsEntry(queryClient, page),
    settingsPageComponents[page],
  );
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
          lazy: lazyGuardedPage(
            async () =>
              (await guards()).createRequireWorkspaceList(queryClient, { allowNone: true }),
            async () =>
              (await import('../features/workspaces/onboarding/CreateWorkspacePage'))
                .CreateWorkspacePage,
          ),
        },
        {
          path: routePatterns.signupTeam,
          handle: { title: 'Invite your team' },
          lazy: lazyGuardedPage(
            async () => (await guards()).createRequireOnboardingWorkspace(queryClient),
            async () =>
              (await import('../features/workspaces/onboarding/InviteTeamPage')).InviteTeamPage,
          ),
        },
        {
          path: routePatterns.signupGroup,
          handle: { title: 'Create your first group' },
          lazy: lazyGuardedPage(
            async () => (await guards()).createRequireOnboardingWorkspace(queryClient),
            async () =>
              (await import('../features/workspaces/onboarding/FirstGroupPage')).FirstGroupPage,
          ),
        },
        {
          path: routePatterns.workspaces,
          handle: { title: 'Your workspaces' },
          lazy: lazyGuardedPage(
            async () =>
              (await guards()).createRequireWorkspaceList(queryClient, { allowNone: false }),
            async () =>
              (await import('../features/workspaces/pages/WorkspacesPage')).WorkspacesPage,
          ),
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
      lazy: lazyGuardedPage(
        async () => (await guards()).createRequireWorkspace(queryClient),
        async () => (await import('./WorkspaceRoute')).WorkspaceRoute,
      ),
      children: [
        {
          lazy: lazyPage(async () => (await import('./layouts/WorkspaceLayout')).WorkspaceLayout),
          children: [
            {
              index: true,
              handle: { title: 'Home' },
              lazy: lazyPage(
                async () =>
                  (await import('../features/workspaces/pages/WorkspaceHomePage'))
                    .WorkspaceHomePage,
              ),
            },
            ...workspaceListRoutes(),
            {
              path: routePatterns.search,
              handle: { title: 'Search results' },
              lazy: lazyPage(
                async () =>
                  (await import('../features/search/pages/SearchResultsPage')).SearchResultsPage,
              ),
            },
            {
              path: routePatterns.inbox,
              handle: { title: 'Inbox' },
              lazy: lazyPage(
                async () => (await import('../features/inbox/pages/InboxPage')).InboxPage,
              ),
            },
          ],
        },
        ...groupProjectRoutes(queryClient),
        {
          lazy: lazyPage(
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
