import path from 'node:path';
import { DEFAULT_SEAT_PRICES } from '@hangar/domain';
import { TRASH_RETENTION_DAYS } from '@hangar/contracts';
import { z } from 'zod';
import { optionalText } from './config-fields';
import type { EmbeddedEngine } from './db/data-folder';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/timeouts';
import { SSO_ENV, ssoSettingsFromEnv, type SsoProviderSettings } from './config-sso';
import { STORAGE_ENV, s3SettingsFromEnv } from './config-storage';
import type { S3Settings } from './storage/s3-file-storage';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const cents = (fallback: number | undefined) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .default(fallback ?? 0);

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** `host:port` (`[::1]:9464` for an IPv6 address); port 0 takes a free one. */
const hostAndPort = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(
    z
      .string()
      .regex(/^(?:\[[0-9a-fA-F:.]+\]|[^\s:[\]]+):\d{1,5}$/, 'host:port, e.g. 127.0.0.1:9464')
      .transform((value) => {
        const split = value.lastIndexOf(':');
        return {
          host: value.slice(0, split).replace(/^\[(.*)\]$/, '$1'),
          port: Number(value.slice(split + 1)),
        };
      })
      .refine((bind) => bind.port <= 65_535, 'A port from 0 to 65535')
      .optional(),
  )
  .optional();

const seconds = (fallbackMs: number) =>
  z.coerce
    .number()
    .positive()
    .default(fallbackMs / 1000);

/** Every environment variable the server reads, with its default. `.env.example` lists them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_DATABASE: z
    .union([z.literal(''), z.enum(['postgres', 'pglite'])])
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  DATABASE_URL: optionalUrl,
  DB_CONNECT_TIMEOUT_SECONDS: seconds(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DB_QUERY_TIMEOUT_SECONDS: seconds(DEFAULT_DATABASE_TIMEOUTS.queryMs),
  DB_IDLE_TIMEOUT_SECONDS: seconds(DEFAULT_DATABASE_TIMEOUTS.idleMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: seconds(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs),
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().default('hangar:'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Hangar <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
  HELP_URL: optionalUrl,
  SUPPORT_EMAIL: optionalText.pipe(
    z.email('An e-mail address, e.g. support@example.com').optional(),
  ),
  GTM_ID: optionalText.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'A Google Tag Manager container id, e.g. GTM-ABC1234')
      .optional(),
  ),
  CRISP_WEBSITE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'A Crisp website id (letters, digits and dashes)')
      .optional(),
  ),
  SSE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(20),
  EVENT_RETENTION_MINUTES: z.coerce.number().int().positive().default(60),
  HISTORY_QUIET_MINUTES: z.coerce.number().positive().default(10),
  HISTORY_AT_LEAST_EVERY_MINUTES: z.coerce.number().positive().default(60),
  HISTORY_KEEP_ALL_DAYS: z.coerce.number().positive().default(30),
  TRASH_RETENTION_DAYS: z.coerce.number().positive().default(TRASH_RETENTION_DAYS),
  INBOX_EMAIL_AFTER_MINUTES: z.coerce.number().positive().default(5),
  JOB_RETRY_DELAY_SCALE: z.coerce.number().min(0).max(100).default(1),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  ACCESS_TOKEN_MINUTES: z.coerce.number().positive().default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().positive().default(30),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(10),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PREMIUM_MONTHLY: optionalText,
  STRIPE_PRICE_PREMIUM_YEARLY: optionalText,
  STRIPE_PRICE_PRO_MONTHLY: optionalText,
  STRIPE_PRICE_PRO_YEARLY: optionalText,
  STRIPE_API_BASE: optionalUrl,
  PRICE_PREMIUM_MONTHLY_CENTS: cents(DEFAULT_SEAT_PRICES.seat_premium_monthly),
  PRICE_PREMIUM_YEARLY_CENTS: cents(DEFAULT_SEAT_PRICES.seat_premium_yearly),
  PRICE_PRO_MONTHLY_CENTS: cents(DEFAULT_SEAT_PRICES.seat_pro_monthly),
  PRICE_PRO_YEARLY_CENTS: cents(DEFAULT_SEAT_PRICES.seat_pro_yearly),
  // Who invoices (the seller's legal mentions on each invoice PDF); lines of the address by '|'.
  SELLER_NAME: z.string().trim().min(1).default('Hangar SAS'),
  SELLER_ADDRESS: z.string().trim().min(1).default('10 rue de la Pompe|75016 Paris'),
  SELLER_COUNTRY: z.string().trim().length(2).toUpperCase().default('FR'),
  SELLER_VAT_NUMBER: optionalText,
  SELLER_EMAIL: optionalText,
  TEMPLATE_WORKSPACE_ID: z.coerce.number().int().positive().optional(),
  SENTRY_DSN: optionalUrl,
  SENTRY_DSN_WEB: optionalUrl,
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'At least 16 characters, e.g. from `openssl rand -hex 32`').optional(),
  ),
  METRICS_BIND: hostAndPort,
  SECRETS_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, '64 hex characters (32 bytes), e.g. from `openssl rand -hex 32`')
      .optional(),
  ),
  ...SSO_ENV,
  ...STORAGE_ENV,
});

export type Env = z.input<typeof envSchema>;

/** The names of the variables above, for the test that `.env.example` lists each. */
export const ENV_VARIABLE_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

/** The seller named on invoices (SELLER_* settings). */
interface SellerIdentity {
  name: string;
  addressLines: string[];
  country: string;
  vatNumber: string | null;
  email: string | null;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** The embedded engine asked for; null: PostgreSQL where npm installed it, else PGlite. */
  embeddedEngine: EmbeddedEngine | null;
  /** Timeouts of the PostgreSQL of `databaseUrl` (the embedded database has none). */
  databaseTimeouts: DatabaseTimeouts;
  redisUrl: string | null;
  redisKeyPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  /** The user menu's Help link; null: the app's built-in guide (/help). */
  helpUrl: string | null;
  /** Where Report Abuse writes (a mailto: link) when there is no chat widget. */
  supportEmail: string;
  /** Google Tag Manager container id; loaded in browsers only after cookie consent. */
  gtmId: string | null;
  /** Crisp website id of the chat support widget (Report Abuse); hidden when null. */
  crispWebsiteId: string | null;
  sseHeartbeatMs: number;
  eventRetentionMs: number;
  /**
   * Page history: a version once a doc's edits pause `quietMs`, at least every `atLeastEveryMs`
   * of editing; every version of the last `keepAllMs` kept, one a day before that.
   */
  history: { quietMs: number; atLeastEveryMs: number; keepAllMs: number };
  /** How long deleted items stay in the trash before they are purged (docs/trash.md). */
  trashRetentionMs: number;
  /** Mentions and replies still unread in the app this long are e-mailed, batched. */
  inboxEmailAfterMs: number;
  /** Multiplies every background job's retry delays (0: retry at once). */
  jobRetryDelayScale: number;
  shutdownTimeoutMs: number;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  uploadMaxBytes: number;
  /** The bucket uploaded files are kept in (S3_* settings); null: `dataDir`/uploads on local disk. */
  s3: S3Settings | null;
  /** Error reporting of the server (Sentry), off when null. */
  sentryDsn: string | null;
  /** Error reporting of the web app (Sentry), off when null; sent to browsers by GET /config. */
  sentryDsnWeb: string | null;
  /**
   * Prometheus metrics, off while both are null: `token` opens GET /api/metrics to
   * `Authorization: Bearer <token>`; `bind` is a listener of its own serving /metrics without one.
   */
  metrics: { token: string | null; bind: { host: string; port: number } | null };
  /** Single sign-on (OIDC_* settings, docs/sso.md): no provider while it is off. */
  sso: { providers: SsoProviderSettings[] };
  /** Workspace providers may be on private addresses (SSO_PRIVATE_ISSUERS=allow). */
  ssoPrivateIssuers: boolean;
  /** The DNS servers a domain check asks (`host:port`); empty: the system's. */
  dnsServers: string[];
  /**
   * The key stored secrets are sealed with (SECRETS_KEY); null: the data folder's key file
   * (lib/sealed-secrets.ts), made at the first start.
   */
  secretsKey: Buffer | null;
  billing: {
    /** Price of one seat per cycle, in cents, by seat key. */
    prices: Record<string, number>;
    /** Who invoices: name, address lines, country (ISO code), VAT number and contact if set. */
    seller: SellerIdentity;
    /** Set when Stripe is configured; the embedded sandbox provider is used otherwise. */
    stripe: {
      secretKey: string;
      publishableKey: string | null;
      webhookSecret: string | null;
      priceIds: Record<string, string>;
      apiBase: string | null;
    } | null;
    /** The workspace demo workspaces are copied from; its admins may create them. */
    templateWorkspaceId: number | null;
  };
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the server with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const sso = ssoSettingsFromEnv(e);
  if ('problem' in sso) throw new ConfigError(`Invalid configuration:\n  ${sso.problem}`);
  const s3 = s3SettingsFromEnv(e);
  if (typeof s3 === 'string') throw new ConfigError(`Invalid configuration:\n  ${s3}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    embeddedEngine: e.EMBEDDED_DATABASE ?? null,
    databaseTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_SECONDS * 1000,
      queryMs: e.DB_QUERY_TIMEOUT_SECONDS * 1000,
      idleMs: e.DB_IDLE_TIMEOUT_SECONDS * 1000,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000,
    },
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    helpUrl: e.HELP_URL ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    gtmId: e.GTM_ID ?? null,
    crispWebsiteId: e.CRISP_WEBSITE_ID ?? null,
    sseHeartbeatMs: e.SSE_HEARTBEAT_SECONDS * 1000,
    eventRetentionMs: e.EVENT_RETENTION_MINUTES * 60_000,
    history: {
      quietMs: e.HISTORY_QUIET_MINUTES * 60_000,
      atLeastEveryMs: e.HISTORY_AT_LEAST_EVERY_MINUTES * 60_000,
      keepAllMs: e.HISTORY_KEEP_ALL_DAYS * 86_400_000,
    },
    trashRetentionMs: e.TRASH_RETENTION_DAYS * 86_400_000,
    inboxEmailAfterMs: e.INBOX_EMAIL_AFTER_MINUTES * 60_000,
    jobRetryDelayScale: e.JOB_RETRY_DELAY_SCALE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    accessTokenTtlMs: e.ACCESS_TOKEN_MINUTES * 60_000,
    refreshTokenTtlMs: e.REFRESH_TOKEN_DAYS * 86_400_000,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    s3,
    sentryDsn: e.SENTRY_DSN ?? null,
    sentryDsnWeb: e.SENTRY_DSN_WEB ?? null,
    metrics: { token: e.METRICS_TOKEN ?? null, bind: e.METRICS_BIND ?? null },
    sso,
    ssoPrivateIssuers: e.SSO_PRIVATE_ISSUERS,
    dnsServers: e.DNS_SERVERS ?? [],
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'hex') : null,
    billing: {
      prices: {
        seat_premium_monthly: e.PRICE_PREMIUM_MONTHLY_CENTS,
        seat_premium_yearly: e.PRICE_PREMIUM_YEARLY_CENTS,
        seat_pro_monthly: e.PRICE_PRO_MONTHLY_CENTS,
        seat_pro_yearly: e.PRICE_PRO_YEARLY_CENTS,
      },
      seller: {
        name: e.SELLER_NAME,
        addressLines: e.SELLER_ADDRESS.split('|')
          .map((line) => line.trim())
          .filter(Boolean),
        country: e.SELLER_COUNTRY,
        vatNumber: e.SELLER_VAT_NUMBER ?? null,
        email: e.SELLER_EMAIL ?? null,
      },
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
            priceIds: Object.fromEntries(
              Object.entries({
                seat_premium_monthly: e.STRIPE_PRICE_PREMIUM_MONTHLY,
                seat_premium_yearly: e.STRIPE_PRICE_PREMIUM_YEARLY,
                seat_pro_monthly: e.STRIPE_PRICE_PRO_MONTHLY,
                seat_pro_yearly: e.STRIPE_PRICE_PRO_YEARLY,
              }).filter((entry): entry is [string, string] => entry[1] !== undefined),
            ),
            apiBase: e.STRIPE_API_BASE ?? null,
          }
        : null,
      templateWorkspaceId: e.TEMPLATE_WORKSPACE_ID ?? null,
    },
  };
}
