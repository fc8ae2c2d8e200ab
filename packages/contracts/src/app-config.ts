import { z } from 'zod';

/** What the web client learns about this installation at start (GET /api/config). */
export const appConfigResponse = z.object({
  product_name: z.string(),
  /** The product version (Sentry's release, the version label). */
  version: z.string(),
  /** The web build the server serves now: a tab running another one offers to reload. */
  build_id: z.string(),
  environment: z.enum(['development', 'production', 'test']),
  /** The user menu's Help link; null: the app's built-in guide (/help). */
  help_url: z.string().nullable(),
  /** Where Report Abuse writes (a mailto: link) when there is no chat widget. */
  support_email: z.string(),
  /** The largest file POST /upload takes, in bytes: bigger ones are refused before sending. */
  upload_max_bytes: z.number().int().positive(),
  /** Days a deleted item stays in the trash before it is purged (`TRASH_RETENTION_DAYS`). */
  trash_retention_days: z.number().positive(),
  /** Google Tag Manager container id, loaded only after cookie consent; null: no tag manager. */
  gtm_id: z.string().nullable(),
  /** Crisp website id of the chat support widget (Report Abuse); null: no widget. */
  crisp_website_id: z.string().nullable(),
  /** Sentry DSN of the web app; null: no error reporting in the browser. */
  sentry_dsn: z.string().nullable(),
});
export type AppConfigResponse = z.infer<typeof appConfigResponse>;
