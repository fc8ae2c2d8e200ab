import { posix } from 'node:path';
import { safeName, uniqueName } from '../docs-zip-paths';
import { FILES_FOLDER, isPageFile } from './confluence-space';
import type { ImportFiles } from './import-dialect';

/**
 * The export's files that pages show or link to (`attachments/<pageId>/<attachmentId>.png`),
 * copied into the converted zip under the names Confluence shows for them
 * (`attachments/<pageId>/diagram.png`); the rest of the export (its styles, icons, pages' HTML)
 * stays out of it.
 */

export interface KeptFiles {
  /** The converted zip's path of a file of the export, null when the export lacks it. */
  keep(source: string, name: string): string | null;
}

const MARKDOWN = /\.(md|markdown)$/i;

export function keptFiles(input: ImportFiles, output: ImportFiles): KeptFiles {
  const kept = new Map<string, string>();
  const namesByFolder = new Map<string, Set<string>>();
  return {
    keep(source, name) {
      const already = kept.get(source);
      if (already !== undefined) return already;
      const bytes = input.get(source);
      if (!bytes || isPageFile(source)) return null;
      const folder = `${FILES_FOLDER}/${safeName(posix.basename(posix.dirname(source)), 'files')}`;
      const sourceExtension = posix.extname(source);
      let fileName = safeName(name, posix.basename(source));
      if (posix.extname(fileName) === '' && sourceExtension !== '') fileName += sourceExtension;
      // A file named .md would be read as a page of its own.
      if (MARKDOWN.test(fileName)) fileName += '.txt';
      const extension = posix.extname(fileName);
      const taken = namesByFolder.get(folder) ?? new Set<string>();
      namesByFolder.set(folder, taken);
      const unique = uniqueName(
        fileName.slice(0, fileName.length - extension.length),
        taken,
        extension,
      );
      const path = `${folder}/${unique}`;
      kept.set(source, path);
      output.set(path, bytes);
      return path;
    },
  };
}
