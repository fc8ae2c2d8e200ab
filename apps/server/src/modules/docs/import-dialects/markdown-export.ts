import { encoder, utf8, type ConvertedExport, type ImportFiles } from './import-dialect';
import {
  approximations,
  fileOfDestination,
  loneLinkParagraph,
  lowercasePaths,
  markdownPaths,
  relativeDestination,
  remembered,
  type Approximations,
  type Growth,
  type LoneLink,
} from './zip-links';

/**
 * An Outline or Docmost export as its converter reads it: the zip's files, its attachments by id,
 * and what came through only approximately.
 */
export interface MarkdownExport {
  files: ImportFiles;
  lowerPaths: Map<string, string>;
  /** The zip's attachments by their id (lowercase), the first file holding each. */
  attachments: Map<string, string>;
  notes: Approximations;
}

/** The export of `files`, whose attachments are the paths `attachmentId` reads an id in. */
export function markdownExport(
  files: ImportFiles,
  attachmentId: (path: string) => string | undefined,
): MarkdownExport {
  const attachments = new Map<string, string>();
  for (const path of files.keys()) {
    const id = attachmentId(path)?.toLowerCase();
    if (id && !attachments.has(id)) attachments.set(id, path);
  }
  return { files, lowerPaths: lowercasePaths(files), attachments, notes: approximations() };
}

/** The export with each Markdown file's text as `convertText` rewrites it. */
export function convertMarkdownFiles(
  exported: MarkdownExport,
  convertText: (file: string, text: string) => string,
): ConvertedExport {
  const converted: ImportFiles = new Map(exported.files);
  for (const path of markdownPaths(exported.files)) {
    const text = convertText(path, utf8.decode(exported.files.get(path)));
    converted.set(path, encoder.encode(text));
  }
  return { files: converted, approximated: exported.notes.list };
}

/** The zip's path a destination names from `file`, or null. */
export const fileOfExport = (exported: MarkdownExport, file: string, destination: string) =>
  fileOfDestination(exported.files, exported.lowerPaths, file, destination);

/** A link to one of the export's attachments, relative to `file`; null, and noted, when missing. */
export function attachmentDestination(
  exported: MarkdownExport,
  file: string,
  destination: string,
  attachmentId: string,
): string | null {
  const path = exported.attachments.get(attachmentId.toLowerCase());
  if (path) return relativeDestination(file, path);
  exported.notes.add(file, `A file the export does not hold was left out: ${destination}`);
  return null;
}

/** How the links of one Markdown file of the export are rewritten. */
export interface FileLinks {
  /** Notes something of this file converted only approximately. */
  note(reason: string): void;
  /** Where a link or image should lead in the zip, or null to keep it as written. */
  destinationOf(destination: string): string | null;
  /** The line a lone link's paragraph becomes (a file link, an embed), or null to keep it. */
  loneLinkLine(line: string, lone: LoneLink, growth: Growth): string | null;
}

/**
 * The links of `file`: a destination naming a file of the zip stays as written, others lead where
 * the dialect's `destinationIn` says; a lone link to a file is named as `fileName` tells.
 */
export function fileLinks(
  exported: MarkdownExport,
  file: string,
  dialect: {
    destinationIn(exported: MarkdownExport, file: string, destination: string): string | null;
    fileName(text: string, path: string): string;
  },
): FileLinks {
  const note = (reason: string) => exported.notes.add(file, reason);
  const destinationOf = remembered((destination) =>
    fileOfExport(exported, file, destination) === null
      ? dialect.destinationIn(exported, file, destination)
      : null,
  );
  return {
    note,
    destinationOf,
    loneLinkLine(line, lone, growth) {
      const destination = destinationOf(lone.destination) ?? lone.destination;
      const found = fileOfExport(exported, file, destination);
      const paragraph = loneLinkParagraph({ ...lone, destination }, found, dialect.fileName, note);
      const rewritten = paragraph === null ? null : `${lone.prefix}${paragraph}`;
      return rewritten !== null && growth.allows(line, rewritten) ? rewritten : null;
    },
  };
}
