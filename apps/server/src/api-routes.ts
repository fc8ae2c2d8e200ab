import type { FastifyInstance } from 'fastify';
import type { EventFilter, ResolveSubscriber } from './events/audience';
import { sseRoutes } from './events/sse';
import { registerAnswerEncoding } from './http/answer-encoding';
import { loadSecretsKey } from './lib/sealed-secrets';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { billingSandboxRoutes } from './modules/billing/billing-sandbox.routes';
import { stripeWebhookRoutes } from './modules/billing/billing-webhook.routes';
import { billingOnWorkspaceDeletion } from './modules/billing/billing-workspace-deletion';
import { commentsRoutes } from './modules/comments/comments.routes';
import { docFilesRoutes } from './modules/docs/docs-files.routes';
import { docsExportRoutes } from './modules/docs/docs-export.routes';
import { docsLinksRoutes } from './modules/docs/docs-links.routes';
import { docsImportRoutes } from './modules/docs/docs-import.routes';
import { docHistoryRoutes } from './modules/docs/docs-history.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { groupsRoutes } from './modules/groups/groups.routes';
import { healthRoutes } from './modules/health/health.routes';
import { importantLinksRoutes } from './modules/important-links/important-links.routes';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import { logsRoutes } from './modules/logs/logs.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { openApiRoutes } from './modules/openapi/openapi.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { publicDocFilesRoutes } from './modules/public/public-files.routes';
import { publicRoutes } from './modules/public/public.routes';
import { searchRoutes } from './modules/search/search.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { accountRoutes } from './modules/account/account.routes';
import { passwordRoutes } from './modules/account/account-password.routes';
import { accountSessionsRoutes } from './modules/account/account-sessions.routes';
import { signupRoutes } from './modules/signup/signup.routes';
import { createDiscoveryCache } from './modules/sso/sso-client';
import { ssoRoutes } from './modules/sso/sso.routes';
import { workspaceSsoRoutes } from './modules/sso/sso-workspace.routes';
import { trashRoutes } from './modules/trash/trash.routes';
import { twoFactorGate } from './modules/two-factor/two-factor-signin.service';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { sealTotpSecretsInClear } from './modules/two-factor/two-factor.service';
import { passkeyRoutes } from './modules/two-factor/two-factor-passkeys.routes';
import { createTrashBin } from './modules/trash/trash.service';
import type { AccountDeletionHook } from './modules/account/account.deps';
import {
  workspacesBeforeAccountDeletion,
  workspacesOnAccountDeletion,
} from './modules/workspaces/workspaces-account-deletion';
import { joinOnSignup } from './modules/workspaces/workspaces-invite-acceptance';
import { workspaceSignInRulesRoutes } from './modules/workspaces/workspaces-sign-in-rules.routes';
import {
  joinByDomain,
  signInRulesGate,
} from './modules/workspaces/workspaces-sign-in-rules.service';
import { workspaceTeamRoutes } from './modules/workspaces/workspaces-team.routes';
import { publishUserChanged } from './modules/workspaces/workspaces.events';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes';
import type { AppServices } from './services';

export interface LiveOptions {
  resolveSubscriber: ResolveSubscriber;
  canReceive: EventFilter;
}

/** Every route under /api, each module given only the services it uses. */
export async function apiRoutes(
  api: FastifyInstance,
  services: AppServices,
  liveEvents: LiveOptions,
  web: { buildId: string },
): Promise<void> {
  const { config, database, bus, mailer, rateLimiter, rateLimits, storage, live, trees, cpu } =
    services;
  const db = database.db;
  const workspacesDeps = { db, config, bus, mailer };
  const signupHooks = [joinOnSignup(workspacesDeps)];
  const profileChangeHooks = [
    (userId: number, source: string | null) => publishUserChanged({ db, bus }, userId, source),
  ];
  const secretsKey = loadSecretsKey(config);
  await sealTotpSecretsInClear({ db, secretsKey });
  const usersDeps = {
    db,
    config,
    bus,
    mailer,
    rateLimiter,
    rateLimits,
    signupHooks,
    profileChangeHooks,
  };
  const trashDeps = { db, bus, storage, retentionMs: config.trashRetentionMs };
  const trash = createTrashBin(trashDeps);
  const workspaceDeletionHooks = [billingOnWorkspaceDeletion({ db, payments: services.payments })];
  const beforeAccountDeletionHooks = [
    workspacesBeforeAccountDeletion({ db, workspaceDeletionHooks }),
  ];
  const accountDeletionHooks: AccountDeletionHook[] = [workspacesOnAccountDeletion({ bus })];

  await registerAnswerEncoding(api);
  await api.register(healthRoutes, { database });
  await api.register(appConfigRoutes, { config, buildId: web.buildId });
  await api.register(openApiRoutes);
  await api.register(metricsRoutes, { metrics: services.metrics, token: config.metrics.token });
  await api.register(sseRoutes, {
    bus,
    heartbeatMs: config.sseHeartbeatMs,
    streams: services.sseStreams,
    ...liveEvents,
  });
  const signInRules = signInRulesGate({ db, config });
  await api.register(authRoutes, {
    db,
    config,
    bus,
    rateLimiter,
    rateLimits,
    jobs: services.jobs,
    secondFactor: twoFactorGate({ db }),
    signInRules,
  });
  await api.register(signupRoutes, usersDeps);
  const discovery = createDiscoveryCache();
  await api.register(ssoRoutes, {
    db,
    config,
    rateLimiter,
    rateLimits,
    discovery,
    secretsKey,
    jobs: services.jobs,
    signInHooks: [joinByDomain(workspacesDeps)],
  });
  await api.register(passwordRoutes, usersDeps);
  await api.register(accountRoutes, {
    ...usersDeps,
    accountDeletionHooks,
    beforeAccountDeletionHooks,
  });
  await api.register(accountSessionsRoutes, usersDeps);
  await api.register(twoFactorRoutes, { ...usersDeps, jobs: services.jobs, secretsKey });
  await api.register(passkeyRoutes, {
    ...usersDeps,
    jobs: services.jobs,
    secretsKey,
    signInRules,
  });
  await api.register(apiTokensRoutes, { db });
  await api.register(uploadRoutes, { db, storage, maxBytes: config.uploadMaxBytes });
  await api.register(workspacesRoutes, { ...workspacesDeps, workspaceDeletionHooks });
  await api.register(workspaceTeamRoutes, { ...workspacesDeps, rateLimiter, rateLimits });
  await api.register(workspaceSignInRulesRoutes, workspacesDeps);
  await api.register(workspaceSsoRoutes, { db, config, rateLimiter, rateLimits, secretsKey });
  await api.register(groupsRoutes, { db, bus, trash });
  await api.register(projectsRoutes, { db, bus, trash });
  await api.register(docsRoutes, { db, bus, live, trees, cpu, trash });
  await api.register(docHistoryRoutes, { db, bus, live, trees, cpu, trash });
  await api.register(docsExportRoutes, { db, bus, live, trees, cpu, trash, storage });
  await api.register(docsLinksRoutes, { db });
  await api.register(docsImportRoutes, {
    db,
    bus,
    live,
    trees,
    cpu,
    trash,
    storage,
    config,
    rateLimiter,
    rateLimits,
    jobs: services.jobs,
  });
  const docFilesDeps = { db, storage, maxBytes: config.uploadMaxBytes };
  await api.register(docFilesRoutes, docFilesDeps);
  await api.register(commentsRoutes, { db, bus, live });
  await api.register(inboxRoutes, { db, bus });
  await api.register(trashRoutes, trashDeps);
  await api.register(logsRoutes, { db, bus, mailer, publicUrl: config.publicUrl, trash });
  await api.register(importantLinksRoutes, { db, bus, trash });
  await api.register(searchRoutes, { db });
  await api.register(publicRoutes, { db, rateLimiter, rateLimits });
  await api.register(publicDocFilesRoutes, { ...docFilesDeps, rateLimiter, rateLimits });
  const billingDeps = { db, bus, config, payments: services.payments };
  await api.register(billingRoutes, { ...billingDeps, cpu });
  if (services.payments.sandbox) {
    await api.register(billingSandboxRoutes, {
      ...billingDeps,
      sandbox: services.payments.sandbox,
    });
  }
  await api.register(adminRoutes, { ...billingDeps, mailer });
  const stripe = config.billing.stripe;
  if (stripe?.webhookSecret) {
    await api.register(stripeWebhookRoutes, {
      ...billingDeps,
      webhookSecret: stripe.webhookSecret,
    });
  }
}
