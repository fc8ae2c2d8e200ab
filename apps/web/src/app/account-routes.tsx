import { routePatterns } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from './chunk-reload';
import { createRedirectSignedInUser, createRequireSignedIn } from './guards';
import { SignedInRoute } from './SignedInRoute';

const onboardingLayout = lazyWithReload(async () => {
  const { OnboardingLayout } = await import('./layouts/OnboardingLayout');
  return { Component: OnboardingLayout };
});

const signupEmailPage = lazyWithReload(async () => {
  const { SignupEmailPage } = await import('../features/signup/pages/SignupEmailPage');
  return { Component: SignupEmailPage };
});

/** Sign-in, sign-up and password pages: anyone may open them (onboarding layout). */
function publicAccountRoutes(queryClient: QueryClient): RouteObject[] {
  const redirectSignedInUser = createRedirectSignedInUser(queryClient);
  return [
    {
      path: routePatterns.signin,
      handle: { title: 'Sign in' },
      loader: redirectSignedInUser,
      lazy: lazyWithReload(async () => {
        const { SigninPage } = await import('../features/auth/pages/SigninPage');
        return { Component: SigninPage };
      }),
    },
    {
      path: routePatterns.passwordLost,
      handle: { title: 'Forgot your password?' },
      lazy: lazyWithReload(async () => {
        const { PasswordLostPage } = await import('../features/auth/pages/PasswordLostPage');
        return { Component: PasswordLostPage };
      }),
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
      lazy: lazyWithReload(async () => {
        const { VerifyEmailPage } = await import('../features/signup/pages/VerifyEmailPage');
        return { Component: VerifyEmailPage };
      }),
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
      lazy: lazyWithReload(async () => {
        const { AccountLayout } = await import('./layouts/AccountLayout');
        return { Component: AccountLayout };
      }),
      children: [
        {
          path: routePatterns.account,
          handle: { title: 'Profile & security' },
          lazy: lazyWithReload(async () => {
            const { AccountPage } = await import('../features/account/pages/AccountPage');
            return { Component: AccountPage };
          }),
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
