import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/auth';
import { serveEndpoint } from '../shared/serve-endpoint';
import { isDatabaseUnavailable } from '../../http/errors';
import { refreshSession, signIn, signOut, type AuthDeps } from './auth.service';
import { clearSessionCookie, refreshCookie, sendSession } from './auth-session-tokens';
import { routeArea, routeAuth } from '../../http/route-access';

/** POST /auth/signin, /auth/refresh, /auth/signout. */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  routeAuth(app, 'none');
  routeArea(app, 'account');
  serveEndpoint(app, authEndpoints.signIn, async (request, reply) => {
    const tokens = await signIn(deps, {
      email: request.body.username,
      password: request.body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return sendSession(reply, deps.config, tokens);
  });

  serveEndpoint(app, authEndpoints.refresh, async (request, reply) => {
    try {
      const tokens = await refreshSession(deps, refreshCookie(request));
      return sendSession(reply, deps.config, tokens);
    } catch (error) {
      // A database outage (503) is no verdict on the cookie: the browser keeps it for later.
      if (!isDatabaseUnavailable(error)) clearSessionCookie(reply, deps.config);
      throw error;
    }
  });

  serveEndpoint(app, authEndpoints.signOut, async (request, reply) => {
    const actor = await authenticate(request);
    await signOut(deps, {
      refreshToken: refreshCookie(request),
      sessionId: actor?.sessionId ?? null,
    });
    clearSessionCookie(reply, deps.config);
    return reply.status(204).send();
  });
};
