import {
  authToken,
  linkEmailResponse,
  linkToken,
  signupEmailInput,
  signupProfileInput,
  successResponse,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSession } from '../auth/session-tokens';
import { completeSignup, requestSignup, signupLinkEmail } from './signup.service';
import type { SignupDeps } from './signup.deps';
import { routeArea, routeAuth } from '../../http/route-access';

/** POST /users/signup/email, GET /users/signup/profile/{token}, POST /users/signup/profile. */
export const signupRoutes: FastifyPluginAsyncZod<SignupDeps> = async (app, deps) => {
  routeAuth(app, 'none');
  routeArea(app, 'account');
  app.post(
    '/users/signup/email',
    { schema: { body: signupEmailInput, response: { 202: successResponse } } },
    async (request, reply) => {
      await requestSignup(deps, request.body.email, request.ip);
      return reply.status(202).send({ success: true });
    },
  );

  app.get(
    '/users/signup/profile/:token',
    { schema: { params: z.object({ token: linkToken }), response: { 200: linkEmailResponse } } },
    async (request) => ({ detail: await signupLinkEmail(deps, request.params.token, request.ip) }),
  );

  app.post(
    '/users/signup/profile',
    { schema: { body: signupProfileInput, response: { 201: authToken } } },
    async (request, reply) => {
      const tokens = await completeSignup(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.status(201).send(sendSession(reply, deps.config, tokens));
    },
  );
};
