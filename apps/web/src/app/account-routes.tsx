import { routePatterns } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from './chunk-reload';
import { lazyComponent, pageRoute } from './lazy-route';
import { createRedirectSignedInUser, createRequireSignedIn } from './guards';
import { SignedInRoute } from './SignedInRoute';

/** The onboarding layout of the sign-in, sign-up and workspace creation pages. */
export const onboardingLayout = lazyComponent(
  async () => (await import('./layouts/OnboardingLayout')).OnboardingLayout,
);

const signupEmailPage = lazyComponent(
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
      lazy: lazyComponent(
        async () => (await import('../features/auth/pages/SigninPage')).SigninPage,
      ),
    },
    {
      path: routePatterns.ssoCallback,
      handle: { title: 'Sign in' },
      lazy: lazyWithReload(async () => {
        const [page, loader] = await Promise.all([
          import('../features/sso/pages/SsoCallbackPage'),
          import('../features/sso/pages/sso-callback-loader'),
        ]);
        // The sign-in's state is spent by the first call: a second would only be refused.
        const shouldRevalidate = () => false;
        const ssoLoader = loader.createSsoCallbackLoader(queryClient);
        return { Component: page.SsoCallbackPage, loader: ssoLoader, shouldRevalidate };
      }),
    },
    pageRoute(
      routePatterns.passwordLost,
      'Forgot your password?',
      async () => (await import('../features/auth/pages/PasswordLostPage')).PasswordLostPage,
    ),
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
    ...[routePatterns.signup, routePatterns.signupEmail].map((path): RouteObject => ({
      path,
      handle: { title: 'Create your account' },
      loader: redirectSignedInUser,
      lazy: signupEmailPage,
    })),
    pageRoute(
      routePatterns.signupVerifyEmail,
      'Check your inbox',
      async () => (await import('../features/signup/pages/VerifyEmailPage')).VerifyEmailPage,
    ),
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
      lazy: lazyComponent(async () => (await import('./layouts/AccountLayout')).AccountLayout),
      children: [
        pageRoute(
          routePatterns.account,
          'Profile & security',
          async () => (await import('../features/account/pages/AccountPage')).AccountPage,
        ),
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
