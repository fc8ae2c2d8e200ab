import { passkeyEndpoints } from '@hangar/contracts/endpoints/passkeys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { routeArea } from '../../http/route-access';
import type { TwoFactorDeps } from './two-factor.deps';
import { sendSignedIn } from '../auth/auth.service';
import { serveEndpoint, serveOpenEndpoint } from '../shared/serve-endpoint';
import {
  passkeySecondFactorOptions,
  passkeySignInOptions,
  signInWithPasskey,
} from './two-factor-passkeys-signin.service';
import {
  listAccountPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
} from './two-factor-passkeys.service';
import { queueSecurityNotice } from './two-factor-notices.jobs';

/** Passkeys in Profile & security, as a sign-in's second step, and alone (docs/passkeys.md). */
export const passkeyRoutes: FastifyPluginAsyncZod<TwoFactorDeps> = async (app, deps) => {
  routeArea(app, 'account');

  serveEndpoint(app, passkeyEndpoints.list, async (request) => {
    return listAccountPasskeys(deps.db, await requireActor(request));
  });

  serveEndpoint(app, passkeyEndpoints.registrationOptions, async (request) => {
    const actor = await requireActor(request);
    return passkeyRegistrationOptions(deps, actor);
  });

  serveEndpoint(app, passkeyEndpoints.register, async (request, reply) => {
    const actor = await requireActor(request);
    const created = await registerPasskey(deps, { actor, input: request.body });
    const notice = { userId: actor.userId, change: 'passkey-added' } as const;
    await queueSecurityNotice(deps.jobs, notice, request.log);
    return reply.status(201).send(created);
  });

  serveEndpoint(app, passkeyEndpoints.remove, async (request, reply) => {
    const actor = await requireActor(request);
    await removePasskey(deps, {
      actor,
      passkeyId: request.params.passkeyId,
      password: request.body.password,
    });
    const notice = { userId: actor.userId, change: 'passkey-removed' } as const;
    await queueSecurityNotice(deps.jobs, notice, request.log);
    return reply.status(204).send();
  });

  serveOpenEndpoint(app, passkeyEndpoints.secondFactorOptions, async (request) => {
    return passkeySecondFactorOptions(deps, {
      challenge: request.body.challenge,
      ip: request.ip,
    });
  });

  serveOpenEndpoint(app, passkeyEndpoints.signInOptions, async (request) => {
    return passkeySignInOptions(deps, request.ip);
  });

  serveOpenEndpoint(app, passkeyEndpoints.signIn, async (request, reply) => {
    const tokens = await signInWithPasskey(deps, {
      response: request.body.response,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return sendSignedIn(reply, deps, tokens);
  });
};
