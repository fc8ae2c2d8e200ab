import { routePatterns } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from './chunk-reload';
import { lazyPage } from './lazy-page';
import { createRedirectSignedInUser, createRequireSignedIn } from './guards';
import { SignedInRoute } from './SignedInRoute';

const onboardingLayout = lazyPage(
  async () => (await import('./layouts/OnboardingLayout')).OnboardingLayout,
);

const signupEmailPage = lazyPage(
  async () => (await import('../features/signup/pages/SignupEmailPage')).SignupEmailPage,
);

/** Sign-in, sign-up and password pages: anyone may open them (onboarding layout). */
function publicAccountRoutes(queryClient: QueryClient): RouteObject[] {
  const redirectSignedInUser = createRedirectSignedInUser(queryClient);
  return [
    {
      path: routePatterns.signin,
      handle: { title: 'Sign in' },
      loader: redirectSignedInUser,
      lazy: lazyPage(async () => (await import('../features/auth/pages/SigninPage')).SigninPage),
    },
    {
      path: routePatterns.passwordLost,
      handle: { title: 'Forgot your password?' },
      lazy: lazyPage(
        async () => (await import('../features/auth/pages/PasswordLostPage')).PasswordLostPage,
      ),
    },
    {
      path: routePatterns.passwordReset,
      handle: { title: 'Choose a new password' },
      lazy: lazyWithReload(async () => {
        const page = await import('../features/auth/pages/PasswordResetPage');
        return { Component: page.PasswordResetPage, loader: page.passwordResetLoader };
      }),
    },
    {
      path: routePatterns.emailReset,
      handle: { title: 'Confirm your e-mail address' },
      lazy: lazyWithReload(async () => {
        const { createEmailResetLoader } =
          await import('../features/auth/pages/email-reset-loader');
        return { loader: createEmailResetLoader(queryClient) };
      }),
    },
    {
      path: routePatterns.signup,
      handle: { title: 'Create your account' },
      loader: redirectSignedInUser,
      lazy: signupEmailPage,
    },
    {
      path: routePatterns.signupEmail,
      handle: { title: 'Create your account' },
      loader: redirectSignedInUser,
      lazy: signupEmailPage,
    },
    {
      path: routePatterns.signupVerifyEmail,
      handle: { title: 'Check your inbox' },
      lazy: lazyPage(
        async () => (await import('../features/signup/pages/VerifyEmailPage')).VerifyEmailPage,
      ),
    },
    {
      path: routePatterns.signupProfile,
      handle: { title: 'Complete your profile' },
      lazy: lazyWithReload(async () => {
        const page = await import('../features/signup/pages/SignupProfilePage');
        return { Component: page.SignupProfilePage, loader: page.signupProfileLoader };
      }),
    },
  ];
}

/** Pages of a signed-in user: the loader sends anonymous visitors to sign-in with `next`. */
function signedInAccountRoutes(): RouteObject[] {
  return [
    {
      lazy: lazyPage(async () => (await import('./layouts/AccountLayout')).AccountLayout),
      children: [
        {
          path: routePatterns.account,
          handle: { title: 'Profile & security' },
          lazy: lazyPage(
            async () => (await import('../features/account/pages/AccountPage')).AccountPage,
          ),
        },
      ],
    },
  ];
}

/** The account and sign-up routes of SPEC.md section 2, for the route tree. */
export function accountRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { lazy: onboardingLayout, children: publicAccountRoutes(queryClient) },
    {
      loader: createRequireSignedIn(queryClient),
      element: <SignedInRoute />,
      children: signedInAccountRoutes(),
    },
  ];
}
