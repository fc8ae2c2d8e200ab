import { useEffect } from 'react';
import { useRouteError, useRevalidator } from 'react-router';
import { reportError } from '../../features/third-party/error-reporting';
import { ErrorPage } from './ErrorPage';
import { NOT_FOUND_ROUTE_TITLE } from './error-texts';
import { describeRouteError } from './route-error';

/** The `errorElement` of the routes: shows what went wrong, with 'Try again' when it helps. */
export function RouteErrorPage() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { status, reason } = describeRouteError(error);
  useEffect(() => {
    // Errors that are not API answers are bugs: keep them visible to developers, and report them.
    if (status === null) {
      console.error(error);
      reportError(error);
    }
  }, [error, status]);
  return (
    <ErrorPage status={status} reason={reason} onRetry={() => void revalidator.revalidate()} />
  );
}

/** The page for an address no route matches. */
export function NotFoundPage() {
  return (
    <ErrorPage
      status={404}
      title={NOT_FOUND_ROUTE_TITLE}
      text="The address may be mistyped, or the page may have moved. Check it, or head back to a page you know."
    />
  );
}
