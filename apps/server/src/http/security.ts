import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { buildCspDirectives } from './csp';

/**
 * Security headers on every response; the CSP is `buildCspDirectives` (see csp.ts). Helmet is
 * set up once here: @fastify/helmet built it again for every request (2% of the server's time
 * under load, bench/README.md).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'gtmId' | 'crispWebsiteId' | 'sentryDsnWeb' | 'publicUrl'>,
): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: buildCspDirectives(config) },
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
}
