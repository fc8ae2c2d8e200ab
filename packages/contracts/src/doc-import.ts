import { z } from 'zod';
import { requiredFile, type MultipartForm } from './http';

/**
 * POST /projects/{projectId}/docs/import (multipart/form-data): a Markdown file or a zip of them
 * in `file`, and optionally `parent_id`, the doc to import under (docs/docs.md "Import").
 */
export const DOC_IMPORT_FILE_FIELD = 'file';
export const DOC_IMPORT_PARENT_FIELD = 'parent_id';
/** The import's body. */
export const docImportForm: MultipartForm = {
  [DOC_IMPORT_FILE_FIELD]: requiredFile(
    'A Markdown file (.md, .markdown), a .zip of folders of them with their images and files, or the zip of a Notion, Confluence (HTML), Outline or Docmost export',
  ),
  [DOC_IMPORT_PARENT_FIELD]: {
    kind: 'id',
    required: false,
    description: 'The doc to import under; the top level of the project without it',
  },
};
/** What the file picker offers; the server judges a file by its bytes, not by its name. */
export const DOC_IMPORT_ACCEPT = '.md,.markdown,.zip';

/** A doc the import made, and the file (or folder) of the upload it came from. */
export const importedDoc = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  source: z.string(),
});
export type ImportedDoc = z.infer<typeof importedDoc>;

/** A doc placed higher than its folder, as docs nest at most `MAX_DOC_DEPTH` levels. */
export const flattenedImport = z.object({
  source: z.string(),
  doc_id: z.number().int(),
  reason: z.string(),
});

/** A file, or an image reference of a file, that the import left out. */
export const skippedImport = z.object({ source: z.string(), reason: z.string() });

/** The tool whose export the upload was recognised as (docs/docs.md "Import from other tools"). */
export const DOC_IMPORT_FORMATS = [
  'markdown',
  'notion',
  'confluence',
  'outline',
  'docmost',
] as const;
export const docImportFormat = z.enum(DOC_IMPORT_FORMATS);
export type DocImportFormat = z.infer<typeof docImportFormat>;

/** 201: what an import made. All its docs were created together, or none was. */
export const docImportReport = z.object({
  /** Every doc made, parents before their children, in the tree's order. */
  docs: z.array(importedDoc),
  /** The docs made directly under `parent_id` (or at the project's top level). */
  root_ids: z.array(z.number().int()),
  flattened: z.array(flattenedImport),
  skipped: z.array(skippedImport),
  /** The tool whose export it was; 'markdown' for Markdown files from anywhere else. */
  format: docImportFormat,
  /** What came through only approximately (a macro kept as text, a database as a table...). */
  approximated: z.array(skippedImport),
});
export type DocImportReport = z.infer<typeof docImportReport>;

/** An import running as a job: queued, running, then done with its report or failed. */
export const DOC_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** GET /projects/{projectId}/docs/imports/{importId}: how an import job is getting on. */
export const docImportJob = z.object({
  id: z.number().int(),
  /** The uploaded file's name. */
  filename: z.string(),
  status: z.enum(DOC_IMPORT_STATUSES),
  /** What it is doing, in words ('Reading the files', 'Creating 120 docs'...). */
  step: z.string(),
  percent: z.number().int().min(0).max(100),
  /** Once done: what it made. */
  report: docImportReport.nullable(),
  /** Once failed: the refusal's status and words, as the synchronous import would answer them. */
  failure: z.object({ status: z.number().int(), detail: z.string() }).nullable(),
});
export type DocImportJob = z.infer<typeof docImportJob>;
