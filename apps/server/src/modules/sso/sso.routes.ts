import { ssoEndpoints } from '@hangar/contracts/endpoints/sso';
import { SSO_STATE_COOKIE, SSO_STATE_COOKIE_PATH } from '@hangar/contracts/sso';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { routeArea, routeAuth } from '../../http/route-access';
import type { JobQueue } from '../../jobs/job-queue';
import { privateCookieOptions, sendSignedIn } from '../auth/auth.service';
import { serveEndpoint } from '../shared/serve-endpoint';
import {
  completeSsoLogin,
  findSsoProvider,
  ssoProviders,
  startSsoLogin,
  type SsoDeps,
} from './sso.service';

/**
 * The state's cookie: this browser's only, sent back to the SSO calls alone ('lax': the provider's
 * redirect back is a top-level navigation from another site).
 */
function stateCookieOptions(config: Config) {
  return privateCookieOptions(config, 'lax', SSO_STATE_COOKIE_PATH);
}

function clearStateCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SSO_STATE_COOKIE, stateCookieOptions(config));
}

/** A sign-in queues the check for a new device (its e-mail), as a password sign-in does. */
type SsoRoutesDeps = SsoDeps & { jobs: Pick<JobQueue, 'send'> };

/**
 * GET /auth/sso, POST /auth/sso/find, GET /auth/sso/{provider}/start, POST /auth/sso/callback
 * (docs/sso.md).
 */
export const ssoRoutes: FastifyPluginAsyncZod<SsoRoutesDeps> = async (app, deps) => {
  routeAuth(app, 'none');
  routeArea(app, 'account');
  serveEndpoint(app, ssoEndpoints.providers, async () => ssoProviders(deps.config));
  serveEndpoint(app, ssoEndpoints.find, async (request) =>
    findSsoProvider(deps, { email: request.body.email, ip: request.ip }),
  );

  serveEndpoint(app, ssoEndpoints.start, async (request, reply) => {
    const started = await startSsoLogin(deps, {
      providerId: request.params.provider,
      next: request.query.next,
      ip: request.ip,
    });
    reply.header('cache-control', 'no-store');
    reply.setCookie(SSO_STATE_COOKIE, started.state, {
      ...stateCookieOptions(deps.config),
      maxAge: 10 * 60,
    });
    return reply.redirect(started.location, 302);
  });

  serveEndpoint(app, ssoEndpoints.callback, async (request, reply) => {
    const { tokens, next } = await completeSsoLogin(deps, request.body, {
      cookieState: request.cookies[SSO_STATE_COOKIE] ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    clearStateCookie(reply, deps.config);
    return { ...(await sendSignedIn(reply, deps, tokens)), next };
  });
};
