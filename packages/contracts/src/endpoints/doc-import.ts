import { z } from 'zod';
import { docImportReport } from '../doc-import';
import { endpoint } from '../endpoint';
import { numericId } from '../http';

/** Markdown files (or a zip of them) become docs. */
export const docImportEndpoints = {
  /** The body is multipart (`docImportForm`), read by the route itself: no `body` schema. */
  import: endpoint({
    method: 'POST',
    path: '/projects/:projectId/docs/import',
    params: z.object({ projectId: numericId }),
    status: 201,
    response: docImportReport,
    needs: 'project.create',
    /** 413: over the import limit; 415: not multipart, or neither Markdown nor a zip. */
    refusals: [413, 415],
  }),
};
