import type { Config } from '../config';
import { APP_VERSION } from '../version';

export type ErrorReporter = (
  error: unknown,
  context: { requestId: string; userId?: number },
) => void;

/**
 * Sentry when SENTRY_DSN is set, nothing otherwise (its SDK, about 40 MB of the server's memory,
 * is loaded only then). Only the server's own failures (5xx) are reported, with the release and
 * the request id; no personal data beyond the user id (Sentry sends none by default).
 */
export async function createErrorReporter(config: Config): Promise<ErrorReporter | null> {
  if (!config.sentryDsn) return null;
  const Sentry = await import('@sentry/node');
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
