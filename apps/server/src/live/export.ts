import type { docExportQuery } from '@hangar/contracts/endpoints/doc-export';
import * as Y from 'yjs';
import type { z } from 'zod';
import { HttpError } from '../http/errors';
import { withPageLinkAddresses } from './markdown-page-links';
import { exportDocx } from './export-docx';
import { exportHtml } from './export-html';
import { exportMarkdown } from './export-markdown';
import { exportPdf } from './export-pdf';
import type { ExportImage } from './export-pdf-docx-model';

export { exportHtml, exportMarkdown };

type DocExportFormat = z.infer<typeof docExportQuery>['format'];

/** A doc's saved state as a Y.Doc to export; a 409 saying `unreadable` when it cannot be read. */
export function savedDoc(state: Uint8Array | null, unreadable: string): Y.Doc {
  const ydoc = new Y.Doc();
  try {
    if (state && state.length > 0) Y.applyUpdate(ydoc, state);
  } catch {
    throw HttpError.simple(409, unreadable);
  }
  return ydoc;
}

/** A doc's saved state as a file of the format: the CPU pool's task (docs-export.routes.ts). */
export function exportDoc(input: {
  state: Uint8Array | null;
  title: string;
  format: DocExportFormat;
  /** The doc's workspace: its page links are written as the app's addresses of their docs. */
  workspaceId: number;
  /** The bytes of the uploaded images a PDF or Word file embeds (export-pdf-docx-images.ts). */
  images?: ExportImage[];
}): string | Promise<Uint8Array> {
  const ydoc = savedDoc(
    input.state,
    "This doc's saved content cannot be read: restore a version from its page history.",
  );
  withPageLinkAddresses(ydoc, input.workspaceId);
  if (input.format === 'pdf') return exportPdf(ydoc, input.title, input.images ?? []);
  if (input.format === 'docx') return exportDocx(ydoc, input.title, input.images ?? []);
  return (input.format === 'html' ? exportHtml : exportMarkdown)(ydoc, input.title);
}
