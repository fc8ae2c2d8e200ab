import { z } from 'zod';
import { endpoint } from '../endpoint';
import { numericId } from '../http';
import { docParams, projectIdParams } from './path-params';

/** The formats a doc is exported in. */
export const docExportQuery = z.object({ format: z.enum(['html', 'markdown', 'pdf', 'docx']) });

/** A project's docs as a zip: all its active docs, or one doc's subtree. */
export const docsZipExportQuery = z.object({ root_doc_id: numericId.optional() });

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
  /**
   * Answers a zip of Markdown files (a doc with children: `<Name>.md` beside a folder `<Name>/`),
   * which a Markdown import turns back into the same tree, not JSON.
   */
  zip: endpoint({
    method: 'GET',
    path: '/projects/:projectId/docs/export.zip',
    params: projectIdParams,
    query: docsZipExportQuery,
    needs: 'project.read',
  }),
};
