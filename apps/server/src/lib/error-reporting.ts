import * as Sentry from '@sentry/node';
import type { Config } from '../config';
import { APP_VERSION } from '../version';

export type ErrorReporter = (
  error: unknown,
  context: { requestId: string; userId?: number },
) => void;

/**
 * Sentry when SENTRY_DSN is set, nothing otherwise. Only the server's own failures (5xx) are
 * reported, with the release and the request id; no personal data beyond the user id
 * (Sentry sends none by default).
 */
export function createErrorReporter(config: Config): ErrorReporter | null {
  if (!config.sentryDsn) return null;
  Sentry.init({
    dsn: config.sentryDsn,
    release: APP_VERSION,
    environment: config.env,
    defaultIntegrations: false,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
  });
  return (error, context) => {
    Sentry.withScope((scope) => {
      scope.setTag('request_id', context.requestId);
      if (context.userId !== undefined) scope.setUser({ id: String(context.userId) });
      Sentry.captureException(error);
    });
  };
}
