import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, MEDIA_PREFIX } from '@hangar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';

/** A request for a file (an asset, an icon) never falls back to the page: a stale build must 404. */
function isFileRequest(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

function isApiPath(url: string): boolean {
  return [API_PREFIX, MEDIA_PREFIX].some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/**
 * Serves the built web app with history-mode fallback: a GET for a path that is neither the API,
 * media nor a file answers index.html, and the client router takes it from there. Anything else
 * unknown answers 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | null,
): Promise<void> {
  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasWebApp = indexHtml !== null && fs.existsSync(indexHtml);
  if (hasWebApp && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && isPageRequest && !isApiPath(request.url) && !isFileRequest(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, { detail: 'Not Found' });
  });
}
