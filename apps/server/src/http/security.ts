import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { buildCspDirectives } from './csp';

/** Security headers on every response; the CSP is `buildCspDirectives` (see csp.ts). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'gtmId' | 'crispWebsiteId' | 'sentryDsnWeb' | 'publicUrl'>,
): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: buildCspDirectives(config) },
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
