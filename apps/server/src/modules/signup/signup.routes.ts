import { signupEndpoints } from '@hangar/contracts/endpoints/signup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import { serveEndpoint } from '../shared/serve-endpoint';
import { sendSession } from '../auth/auth.service';
import { completeSignup, requestSignup, signupLinkEmail } from './signup.service';
import type { SignupDeps } from './signup.deps';
import { routeArea, routeAuth } from '../../http/route-access';

/** POST /users/signup/email, GET /users/signup/profile/{token}, POST /users/signup/profile. */
export const signupRoutes: FastifyPluginAsyncZod<SignupDeps> = async (app, deps) => {
  routeAuth(app, 'none');
  routeArea(app, 'account');
  serveEndpoint(app, signupEndpoints.sendEmail, async (request, reply) => {
    await requestSignup(deps, request.body.email, request.ip);
    return reply.status(202).send({ success: true });
  });

  app.route({
    ...endpointRoute(signupEndpoints.link),
    handler: async (request) => ({
      detail: await signupLinkEmail(deps, request.params.token, request.ip),
    }),
  });

  serveEndpoint(app, signupEndpoints.complete, async (request, reply) => {
    const tokens = await completeSignup(deps, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return reply.status(201).send(sendSession(reply, deps.config, tokens));
  });
};
