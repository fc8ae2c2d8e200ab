import { z } from 'zod';
import { endpoint } from '../endpoint';
import { docParams } from './path-params';

/** The formats a doc is exported in. */
export const docExportQuery = z.object({ format: z.enum(['html', 'markdown']) });

/** A doc as a file to download. */
export const docExportEndpoints = {
  /** Answers the file (HTML or Markdown), not JSON. */
  export: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs/:docId/export',
    params: docParams,
    query: docExportQuery,
    needs: 'doc.read',
  }),
};
