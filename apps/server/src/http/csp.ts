import { EMBED_FRAME_ORIGINS } from '@hangar/domain';
import type { Config } from '../config';

export type CspDirectives = Record<string, string[]>;

/** Google Tag Manager and the Google Analytics tags it usually loads (Google's CSP guide). */
const TAG_MANAGER = {
  scriptSrc: ['https://www.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

/** Crisp's chat widget (docs.crisp.chat, "Crisp Domain Names": the required hosts). */
const CHAT_WIDGET = {
  scriptSrc: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
  styleSrc: ['https://client.crisp.chat'],
  fontSrc: ['https://client.crisp.chat'],
  imgSrc: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  connectSrc: [
    'https://client.crisp.chat',
    'https://storage.crisp.chat',
    'wss://client.relay.crisp.chat',
    'wss://stream.relay.crisp.chat',
  ],
  workerSrc: ['https://client.crisp.chat', 'blob:'],
  mediaSrc: ['https://client.crisp.chat'],
} as const;

/** Stripe.js and its card Element (Stripe's CSP guide: script, frames incl. 3-D Secure, API). */
const STRIPE = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

/** The origin of a Sentry DSN (`https://key@o1.ingest.sentry.io/2` -> `https://o1.ingest.sentry.io`). */
export function dsnOrigin(dsn: string): string | null {
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

type CspConfig = Pick<Config, 'gtmId' | 'crispWebsiteId' | 'sentryDsnWeb' | 'publicUrl'> & {
  billing?: { stripe: Config['billing']['stripe'] };
};

/**
 * The Content-Security-Policy of every response. Scripts only from our own origin (the web
 * build has no inline script); inline styles are allowed because Mantine sets style attributes.
 * Third parties are allowed only when configured: the tag manager's hosts with GTM_ID, the chat
 * widget's with CRISP_WEBSITE_ID, the error-reporting endpoint with SENTRY_DSN_WEB, Stripe.js
 * with STRIPE_SECRET_KEY (Stripe as the payment provider). Frames: the sites docs embed
 * (packages/domain's EMBED_PROVIDERS), and Stripe's.
 */
export function buildCspDirectives(config: CspConfig): CspDirectives {
  const gtm = config.gtmId !== null;
  const chat = config.crispWebsiteId !== null;
  const sentry = config.sentryDsnWeb ? dsnOrigin(config.sentryDsnWeb) : null;
  const stripe = Boolean(config.billing?.stripe);
  const pickStripe = <T extends keyof typeof STRIPE>(key: T) => (stripe ? STRIPE[key] : []);
  const pick = <T extends keyof typeof CHAT_WIDGET>(key: T) => (chat ? CHAT_WIDGET[key] : []);
  const pickTags = <T extends keyof typeof TAG_MANAGER>(key: T) => (gtm ? TAG_MANAGER[key] : []);

  const directives: CspDirectives = {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      ...pickTags('scriptSrc'),
      ...pick('scriptSrc'),
      ...pickStripe('scriptSrc'),
    ],
    styleSrc: ["'self'", "'unsafe-inline'", ...pick('styleSrc')],
    imgSrc: ["'self'", 'data:', 'blob:', ...pickTags('imgSrc'), ...pick('imgSrc')],
    fontSrc: ["'self'", 'data:', ...pick('fontSrc')],
    connectSrc: [
      "'self'",
      ...pickTags('connectSrc'),
      ...pick('connectSrc'),
      ...pickStripe('connectSrc'),
      ...(sentry ? [sentry] : []),
    ],
    // A doc's PDF preview and players show the file as a blob fetched with the bearer token.
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'self'", 'blob:', ...EMBED_FRAME_ORIGINS, ...pickStripe('frameSrc')],
  };
  if (chat) {
    directives.workerSrc = ["'self'", ...CHAT_WIDGET.workerSrc];
    directives.mediaSrc = [...(directives.mediaSrc ?? []), ...CHAT_WIDGET.mediaSrc];
  }
  if (config.publicUrl.startsWith('https:')) directives.upgradeInsecureRequests = [];
  return directives;
}
