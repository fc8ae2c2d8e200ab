import type { AppConfigResponse } from '@hangar/contracts/app-config';
import type * as SentryModule from '@sentry/react';
import type { Breadcrumb, ErrorEvent } from '@sentry/react';

type Sentry = typeof SentryModule;

let sentry: Promise<Sentry> | null = null;

/** An address without its query and fragment: links carry tokens (password reset, shares). */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? url;
}

/** What an error report keeps of the request and the user: the URL without query, the user id. */
export function privateEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    event.request = { url: event.request.url ? withoutQuery(event.request.url) : undefined };
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  return event;
}

/** Breadcrumbs (navigation, fetch) keep their addresses without query. */
export function privateBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const data = breadcrumb.data;
  if (data) {
    for (const key of ['url', 'from', 'to']) {
      const value: unknown = data[key];
      if (typeof value === 'string') data[key] = withoutQuery(value);
    }
  }
  return breadcrumb;
}

/**
 * Sentry's browser SDK, loaded only when the installation configured a web DSN (it is not part
 * of the first load either way). Reports carry the release (the product version) and the user
 * id at most: no IP, cookies, headers, query strings or console output.
 */
export function startErrorReporting(
  config: Pick<AppConfigResponse, 'sentry_dsn' | 'version' | 'environment'>,
): void {
  const dsn = config.sentry_dsn;
  if (!dsn || sentry) return;
  sentry = import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn,
      release: config.version,
      environment: config.environment,
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
      },
      // No console output (it may hold anything) and no DOM breadcrumbs (they name elements).
      integrations: (defaults) => [
        ...defaults.filter(({ name }) => name !== 'Breadcrumbs' && name !== 'Console'),
        Sentry.breadcrumbsIntegration({ dom: false, fetch: true, history: true, xhr: true }),
      ],
      beforeSend: privateEvent,
      beforeBreadcrumb: privateBreadcrumb,
    });
    return Sentry;
  });
}

/** The signed-in user's id (nothing else about them), or null after sign-out. */
export function setErrorReportingUser(userId: number | null): void {
  void sentry?.then((Sentry) => Sentry.setUser(userId === null ? null : { id: String(userId) }));
}

/** An error the app caught itself (the error page's unknown errors). */
export function reportError(error: unknown): void {
  void sentry?.then((Sentry) => Sentry.captureException(error));
}
