import { UNTITLED_DOC } from '@hangar/contracts';
import { docExportEndpoints } from '@hangar/contracts/endpoints/doc-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { exportImages } from '../../live/export-pdf-docx-images';
import { serveEndpoint } from '../shared/serve-endpoint';
import { membersOnly } from '../workspaces/workspaces.access';
import { requireDoc } from './docs.access';
import { exportProjectZip } from './docs-export-zip.service';
import type { DocsExportDeps } from './docs.deps';

const FORMATS = {
  html: { extension: 'html', type: 'text/html; charset=utf-8' },
  markdown: { extension: 'md', type: 'text/markdown; charset=utf-8' },
  pdf: { extension: 'pdf', type: 'application/pdf' },
  docx: {
    extension: 'docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;

/** A file name made of the doc's name, safe in a Content-Disposition header. */
function fileName(name: string, extension: string): string {
  const base =
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 80) || 'document';
  return `${base}.${extension}`;
}

/**
 * GET .../docs/{docId}/export?format=html|markdown|pdf|docx: the doc as a file to download.
 * GET .../docs/export.zip[?root_doc_id=]: the project's docs (or a subtree) as a zip of Markdown.
 */
export const docsExportRoutes: FastifyPluginAsyncZod<DocsExportDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, docExportEndpoints.export, async ({ caller, params, query }, reply) => {
    const { doc } = await requireDoc(deps.db, { caller, ...params });
    const state = await deps.live.currentState(doc.id);
    const format = FORMATS[query.format];
    const title = doc.name || UNTITLED_DOC;
    const name = fileName(title, format.extension);
    // A PDF or Word file embeds the uploaded images, read from storage here for the worker.
    const embeds = query.format === 'pdf' || query.format === 'docx';
    const images = embeds ? await exportImages(deps, state) : [];
    const file = await deps.cpu.run(
      'exportDoc',
      { state, title, format: query.format, workspaceId: caller.workspaceId, images },
      { owner: { userId: caller.actor.userId, workspaceId: caller.workspaceId } },
    );
    return reply
      .headers({
        'content-type': format.type,
        'content-disposition': contentDisposition('attachment', name),
        'cache-control': 'no-store',
      })
      .send(
        typeof file === 'string'
          ? file
          : Buffer.from(file.buffer, file.byteOffset, file.byteLength),
      );
  });

  serveEndpoint(app, docExportEndpoints.zip, async ({ caller, params, query }, reply) => {
    const { name, zip } = await exportProjectZip(deps, {
      caller,
      projectId: params.projectId,
      rootDocId: query.root_doc_id,
    });
    return reply
      .headers({
        'content-type': 'application/zip',
        'content-disposition': contentDisposition('attachment', fileName(name, 'zip')),
        'cache-control': 'no-store',
      })
      .send(zip);
  });
};
