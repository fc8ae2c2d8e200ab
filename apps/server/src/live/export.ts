import * as Y from 'yjs';
import { HttpError } from '../http/errors';
import { withPageLinkAddresses } from './markdown-page-links';
import { exportHtml } from './export-html';
import { exportMarkdown } from './export-markdown';

export { exportHtml, exportMarkdown };

/** A doc's saved state as a file of the format: the CPU pool's task (docs-export.routes.ts). */
export function exportDoc(input: {
  state: Uint8Array | null;
  title: string;
  format: 'html' | 'markdown';
  /** The doc's workspace: its page links are written as the app's addresses of their docs. */
  workspaceId: number;
}): string {
  const ydoc = new Y.Doc();
  try {
    if (input.state && input.state.length > 0) Y.applyUpdate(ydoc, input.state);
  } catch {
    throw HttpError.simple(
      409,
      "This doc's saved content cannot be read: restore a version from its page history.",
    );
  }
  withPageLinkAddresses(ydoc, input.workspaceId);
  return (input.format === 'html' ? exportHtml : exportMarkdown)(ydoc, input.title);
}
