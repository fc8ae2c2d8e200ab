import { DOC_IMPORT_LIMITS } from '@hangar/domain';
import { escapeMarkdown } from '../../../live/export-safety';
import type { Skipped } from '../docs-import-content';
import { keptFiles } from './confluence-files';
import { pageMarkdown, type ExportPages } from './confluence-page';
import {
  addUnlistedPages,
  assignPaths,
  readHtml,
  spacesOf,
  type ConfluencePage,
} from './confluence-space';
import { encoder, type ImportDialect, type ImportFiles } from './import-dialect';

/**
 * Confluence's HTML space export (docs/docs.md "Import from other tools"): a folder per space
 * (`KEY/`) with `index.html`, whose "Available Pages" list gives the page tree, a file per page
 * (`Title_123.html`, `123.html`), its content in `#main-content`, and the pages' files under
 * `attachments/<pageId>/`. Each page becomes `Title.md` (its children in `Title/`), its links to
 * other pages relative links to their files, its images and files kept beside them.
 */

/** The pages of a tree, parents before their children, in the tree's order. */
function inTreeOrder(roots: ConfluencePage[]): ConfluencePage[] {
  const ordered: ConfluencePage[] = [];
  const stack = [...roots].reverse();
  for (let page = stack.pop(); page !== undefined; page = stack.pop()) {
    ordered.push(page);
    stack.push(...[...page.children].reverse());
  }
  return ordered;
}

function exportPages(pages: ConfluencePage[]): ExportPages {
  return {
    byPath: new Map(pages.map((page) => [page.source, page])),
    byId: new Map(pages.flatMap((page) => (page.id ? [[page.id, page] as const] : []))),
  };
}

export const confluenceDialect: ImportDialect = {
  format: 'confluence',
  recognises: (files: ImportFiles) => spacesOf(files).length > 0,
  convert(files: ImportFiles) {
    const converted: ImportFiles = new Map();
    const approximated: Skipped[] = [];
    const roots: ConfluencePage[] = [];
    for (const space of spacesOf(files)) {
      addUnlistedPages(files, space.folder, space.roots);
      roots.push(...space.roots);
    }
    assignPaths(roots);
    const pages = inTreeOrder(roots);
    const kept = keptFiles(files, converted);
    // More pages than an import makes: the import refuses it by their count, nothing to convert.
    const tooMany = pages.length > DOC_IMPORT_LIMITS.maxDocs;
    const byPathAndId = exportPages(pages);
    for (const page of pages) {
      const markdown = tooMany
        ? `# ${escapeMarkdown(page.title)}\n`
        : pageMarkdown({
            page,
            document: readHtml(files, page.source),
            pages: byPathAndId,
            kept,
            approximated,
          });
      converted.set(page.markdownPath, encoder.encode(markdown));
    }
    return { files: converted, approximated };
  },
};
