import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { directive } from '../test/csp';
import { useTestEnvironment } from '../test/harness';
import { EMBED_FRAME_ORIGINS } from '@hangar/domain';
import { buildCspDirectives, dsnOrigin, type CspDirectives } from './csp';

const NOTHING = { gtmId: null, crispWebsiteId: null, sentryDsnWeb: null };
const CRISP_ID = '7598bf86-9ebb-46bc-8d61-be8c9f8ab2fe';

/** The directives but the frames of embeds (always there, docs.google.com among them). */
function withoutFrames({ frameSrc: _frames, ...others }: CspDirectives): string {
  return JSON.stringify(others);
}

describe('third-party configuration', () => {
  it('is off by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ ...NOTHING, sentryDsn: null });
  });

  it('reads the tag manager, the chat widget and the web DSN, empty meaning unset', () => {
    const config = loadConfig({
      GTM_ID: ' GTM-AB12CD3 ',
      CRISP_WEBSITE_ID: CRISP_ID,
      SENTRY_DSN_WEB: 'https://public@o1.ingest.sentry.io/42',
    });
    expect(config.gtmId).toBe('GTM-AB12CD3');
    expect(config.crispWebsiteId).toBe(CRISP_ID);
    expect(config.sentryDsnWeb).toBe('https://public@o1.ingest.sentry.io/42');
    expect(loadConfig({ GTM_ID: '', CRISP_WEBSITE_ID: '', SENTRY_DSN_WEB: '' })).toMatchObject(
      NOTHING,
    );
  });

  it('refuses malformed values, naming each', () => {
    expect(() =>
      loadConfig({ GTM_ID: 'UA-1234', CRISP_WEBSITE_ID: 'a b', SENTRY_DSN_WEB: 'nope' }),
    ).toThrowError(ConfigError);
    try {
      loadConfig({ GTM_ID: '<script>', CRISP_WEBSITE_ID: "x'; y", SENTRY_DSN_WEB: 'nope' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['GTM_ID', 'CRISP_WEBSITE_ID', 'SENTRY_DSN_WEB']) {
        expect(message).toContain(name);
      }
    }
  });
});

describe('content security policy', () => {
  const base = { ...NOTHING, publicUrl: 'http://localhost:3000' };

  it('allows no third party when none is configured', () => {
    const directives = buildCspDirectives(base);
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives.workerSrc).toBeUndefined();
    expect(withoutFrames(directives)).not.toMatch(/google|crisp|sentry/);
  });

  it('frames only the sites docs embed, from the one list of them', () => {
    const directives = buildCspDirectives(base);
    // blob: is the app's own: a PDF attached to a doc, previewed from the bytes it fetched.
    expect(directives.frameSrc).toEqual(["'self'", 'blob:', ...EMBED_FRAME_ORIGINS]);
    expect(directives.frameSrc).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://www.loom.com',
        'https://www.figma.com',
        'https://miro.com',
        'https://docs.google.com',
        'https://codepen.io',
      ]),
    );
  });

  it('adds the tag manager hosts only with GTM_ID', () => {
    const directives = buildCspDirectives({ ...base, gtmId: 'GTM-AB12CD3' });
    expect(directives.scriptSrc).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directives.connectSrc).toContain('https://*.google-analytics.com');
    expect(JSON.stringify(directives)).not.toMatch(/crisp/);
  });

  it('adds the chat widget hosts only with CRISP_WEBSITE_ID', () => {
    const directives = buildCspDirectives({ ...base, crispWebsiteId: CRISP_ID });
    expect(directives.scriptSrc).toContain('https://client.crisp.chat');
    expect(directives.connectSrc).toContain('wss://client.relay.crisp.chat');
    expect(directives.imgSrc).toContain('https://image.crisp.chat');
    expect(withoutFrames(directives)).not.toMatch(/google/);
  });

  it("lets the browser reach the web DSN's ingestion host, and nothing else of it", () => {
    const directives = buildCspDirectives({
      ...base,
      sentryDsnWeb: 'https://public@o1.ingest.sentry.io/42',
    });
    expect(directives.connectSrc).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(dsnOrigin('not a url')).toBeNull();
  });

  it('upgrades insecure requests behind https only', () => {
    expect(buildCspDirectives(base).upgradeInsecureRequests).toBeUndefined();
    expect(
      buildCspDirectives({ ...base, publicUrl: 'https://hangar.example.com' })
        .upgradeInsecureRequests,
    ).toEqual([]);
  });
});

describe('an installation with every third party', () => {
  const server = useTestEnvironment({
    config: {
      gtmId: 'GTM-AB12CD3',
      crispWebsiteId: CRISP_ID,
      sentryDsnWeb: 'https://public@o1.ingest.sentry.io/42',
    },
  });

  it('tells the web client, never from a cache', async () => {
    const response = await server.fetch('/api/config');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      version: '0.1.0',
      build_id: '0.1.0',
      gtm_id: 'GTM-AB12CD3',
      crisp_website_id: CRISP_ID,
      sentry_dsn: 'https://public@o1.ingest.sentry.io/42',
    });
  });

  it('sends the widened policy on every response', async () => {
    const csp = (await server.fetch('/api/health')).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://client.crisp.chat',
      'https://settings.crisp.chat',
    ]);
    expect(directive(csp, 'connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
