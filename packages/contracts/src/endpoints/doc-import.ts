import { docImportReport } from '../doc-import';
import { endpoint } from '../endpoint';
import { projectIdParams } from './path-params';

/** Markdown files (or a zip of them) become docs. */
export const docImportEndpoints = {
  /** The body is multipart (`docImportForm`), read by the route itself: no `body` schema. */
  import: endpoint({
    method: 'POST',
    path: '/projects/:projectId/docs/import',
    params: projectIdParams,
    status: 201,
    response: docImportReport,
    needs: 'project.create',
    /** 413: over the import limit; 415: not multipart, or neither Markdown nor a zip. */
    refusals: [413, 415],
  }),
};
