import { docImportJob, docImportReport } from '../doc-import';
import { endpoint } from '../endpoint';
import { numericId } from '../http';
import { projectIdParams } from './path-params';

const importParams = projectIdParams.extend({ importId: numericId });

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
  /**
   * The same import as a job (docs/docs.md "Import"): answers at once, once the upload is stored;
   * its progress and report are read with `readJob`. The body is multipart (`docImportForm`).
   */
  startJob: endpoint({
    method: 'POST',
    path: '/projects/:projectId/docs/imports',
    params: projectIdParams,
    status: 202,
    response: docImportJob,
    needs: 'project.create',
    refusals: [413, 415],
  }),
  /** An import job the caller started: its progress, then its report or its failure. */
  readJob: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs/imports/:importId',
    params: importParams,
    response: docImportJob,
    needs: 'project.read',
  }),
};
