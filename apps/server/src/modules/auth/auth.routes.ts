import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/auth';
import { serveEndpoint } from '../shared/serve-endpoint';
import { isDatabaseUnavailable } from '../../http/errors';
import { refreshSession, signIn, signOut, type AuthDeps } from './auth.service';
import {
  clearSessionCookie,
  refreshCookie,
  sendSession,
  sendSignedIn,
} from './auth-session-tokens';
import { routeArea, routeAuth } from '../../http/route-access';
import type { JobQueue } from '../../jobs/job-queue';
import type { SecondFactorGate } from './auth-second-factor';
import type { SignInRulesGate } from './auth-sign-in-rules';

/**
 * A sign-in queues the check for a new device (its e-mail); `secondFactor` asks for a second step
 * once the password is right (docs/two-factor.md).
 */
type AuthRoutesDeps = AuthDeps & {
  jobs: Pick<JobQueue, 'send'>;
  secondFactor?: SecondFactorGate;
  signInRules?: SignInRulesGate;
};

/** POST /auth/signin, /auth/refresh, /auth/signout. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  routeAuth(app, 'none');
  routeArea(app, 'account');
  serveEndpoint(app, authEndpoints.signIn, async (request, reply) => {
    const tokens = await signIn(deps, {
      email: request.body.username,
      password: request.body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    if ('two_factor' in tokens) {
      reply.header('cache-control', 'no-store');
      return tokens;
    }
    return sendSignedIn(reply, deps, tokens);
  });

  serveEndpoint(app, authEndpoints.refresh, async (request, reply) => {
    try {
      const tokens = await refreshSession(deps, refreshCookie(request), request.ip);
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
