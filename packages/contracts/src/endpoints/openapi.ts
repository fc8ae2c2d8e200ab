import { z } from 'zod';
import { endpoint } from '../endpoint';

/** The files of Swagger UI the reference page loads. */
export const swaggerUiFile = z.enum(['swagger-ui.css', 'swagger-ui-bundle.js']);
export type SwaggerUiFile = z.infer<typeof swaggerUiFile>;

/** The API's own description, and a readable reference of it. */
export const openApiEndpoints = {
  /** The OpenAPI 3.1 document: JSON, but described by no schema of its own. */
  document: endpoint({ method: 'GET', path: '/openapi.json', needs: 'anyone' }),
  /** The reference page (HTML). */
  reference: endpoint({ method: 'GET', path: '/docs', needs: 'anyone' }),
  /** The page's script, which starts Swagger UI. */
  referenceScript: endpoint({ method: 'GET', path: '/docs/reference.js', needs: 'anyone' }),
  /** Swagger UI's stylesheet and script. */
  rendererFile: endpoint({
    method: 'GET',
    path: '/docs/:file',
    params: z.object({ file: swaggerUiFile }),
    needs: 'anyone',
  }),
};
