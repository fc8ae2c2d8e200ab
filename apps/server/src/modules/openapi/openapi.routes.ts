import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { openApiEndpoints, type SwaggerUiFile } from '@hangar/contracts/endpoints/openapi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
import { routeAuth } from '../../http/route-access';
import { APP_VERSION } from '../../version';
import { openApiDocument, type OpenApiDocument } from './openapi-document';

const OPENAPI_PATH = openApiEndpoints.document.path;
const REFERENCE_PATH = openApiEndpoints.reference.path;

/** The content type of each file of Swagger UI (the maintained renderer, swagger-ui-dist). */
const RENDERER_FILES: Record<SwaggerUiFile, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// The page has no inline script: the app's Content-Security-Policy allows scripts from itself only.
const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hangar API reference</title>
    <link rel="stylesheet" href="/api${REFERENCE_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
    <script src="/api${openApiEndpoints.referenceScript.path}"></script>
  </body>
</html>
`;

const REFERENCE_SCRIPT = `SwaggerUIBundle({
  url: '/api${OPENAPI_PATH}',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
});
`;

const rendererFolder = () =>
  path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * GET /openapi.json: the OpenAPI 3.1 description of every route, built from the route table
 * once all routes are registered; GET /docs: a readable reference of it (Swagger UI).
 */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  routeAuth(app, 'none');
  let document: OpenApiDocument | null = null;
  const files = new Map<string, Buffer>();

  serveEndpoint(app, openApiEndpoints.document, async () => {
    document ??= openApiDocument(app.routeTable, APP_VERSION);
    return document;
  });

  serveEndpoint(app, openApiEndpoints.reference, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(REFERENCE_PAGE),
  );

  serveEndpoint(app, openApiEndpoints.referenceScript, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(REFERENCE_SCRIPT),
  );

  serveEndpoint(app, openApiEndpoints.rendererFile, async (request, reply) => {
    const { file } = request.params;
    let bytes = files.get(file);
    if (!bytes) {
      bytes = await readFile(path.join(rendererFolder(), file));
      files.set(file, bytes);
    }
    return reply
      .type(RENDERER_FILES[file])
      .header('cache-control', 'public, max-age=86400')
      .send(bytes);
  });
};
