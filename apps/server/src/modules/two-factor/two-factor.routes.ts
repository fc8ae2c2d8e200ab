import { twoFactorEndpoints } from '@hangar/contracts/endpoints/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { routeArea } from '../../http/route-access';
import type { TwoFactorDeps } from './two-factor.deps';
import { sendSignedIn } from '../auth/auth.service';
import { serveEndpoint, serveOpenEndpoint } from '../shared/serve-endpoint';
import { signInWithSecondFactor } from './two-factor-signin.service';
import { queueSecurityNotice } from './two-factor-notices.jobs';
import {
  confirmTotp,
  renewRecoveryCodes,
  setUpTotp,
  turnOffTwoFactor,
  twoFactorStatus,
} from './two-factor.service';

/** Two-factor in Profile & security, and the second step of a sign-in (docs/two-factor.md). */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorDeps> = async (app, deps) => {
  routeArea(app, 'account');

  serveEndpoint(app, twoFactorEndpoints.status, async (request) => {
    return twoFactorStatus(deps, await requireActor(request));
  });

  serveEndpoint(app, twoFactorEndpoints.setupTotp, async (request) => {
    const actor = await requireActor(request);
    return setUpTotp(deps, actor);
  });

  serveEndpoint(app, twoFactorEndpoints.confirmTotp, async (request) => {
    const actor = await requireActor(request);
    const confirmed = await confirmTotp(deps, { actor, code: request.body.code });
    await queueSecurityNotice(deps.jobs, { userId: actor.userId, change: 'totp-on' }, request.log);
    return confirmed;
  });

  serveEndpoint(app, twoFactorEndpoints.renewRecoveryCodes, async (request) => {
    const actor = await requireActor(request);
    const renewed = await renewRecoveryCodes(deps, { actor, password: request.body.password });
    const notice = { userId: actor.userId, change: 'recovery-codes-renewed' } as const;
    await queueSecurityNotice(deps.jobs, notice, request.log);
    return renewed;
  });

  serveEndpoint(app, twoFactorEndpoints.turnOff, async (request) => {
    const actor = await requireActor(request);
    const status = await turnOffTwoFactor(deps, { actor, password: request.body.password });
    await queueSecurityNotice(deps.jobs, { userId: actor.userId, change: 'totp-off' }, request.log);
    return status;
  });

  serveOpenEndpoint(app, twoFactorEndpoints.signIn, async (request, reply) => {
    const tokens = await signInWithSecondFactor(deps, {
      answer: request.body,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return sendSignedIn(reply, deps, tokens);
  });
};
