import type { DocImportFormat } from '@hangar/contracts';
import type { Skipped } from '../docs-import-content';

/**
 * Another tool's export made into Hangar's own import (docs/docs.md "Import from other tools"):
 * each dialect recognises its tool's zip and rewrites it as Hangar's Markdown dialect (the one the
 * export writes, export-markdown.ts), its folders the tree, its images and files beside the text.
 */

/** A zip's files by path (forward slashes, no leading slash). */
export type ImportFiles = Map<string, Uint8Array>;

export interface ConvertedExport {
  /** Markdown files in Hangar's dialect, with the images and files they show, by path. */
  files: ImportFiles;
  /** What could only be converted approximately (a macro kept as text...), by its source file. */
  approximated: Skipped[];
}

export interface ImportDialect {
  format: Exclude<DocImportFormat, 'markdown'>;
  /** Whether the zip is this tool's export, judged by its paths and, where needed, its contents. */
  recognises(files: ImportFiles): boolean;
  /** The export in Hangar's dialect; it never throws on what it does not know, it reports it. */
  convert(files: ImportFiles): ConvertedExport;
}

export const utf8 = new TextDecoder('utf-8', { fatal: false });
export const encoder = new TextEncoder();
