import { posix } from 'node:path';
import { routes, UNTITLED_DOC, type DocNode } from '@hangar/contracts';
import { exportMarkdown, savedDoc } from '../../live/export';
import { markdownDestination } from '../../live/export-safety';
import { withPageLinkAddresses } from '../../live/markdown-page-links';
import {
  fileStandIns,
  withFileStandIns,
  type ExportFileReference,
  type FileStandIns,
} from './docs-export-files';
import { safeName, uniqueName } from './docs-zip-paths';

/**
 * A project's docs (or a subtree) as one zip of Markdown files (docs/docs.md "Export"), laid out
 * as the import reads folders (docs-import-plan.ts): a doc without children is `<Name>.md`, a doc
 * with children is `<Name>.md` beside a folder `<Name>/` holding theirs. Page links between
 * exported docs become relative links to their files, which the import turns back into page links.
 * Siblings whose order the import's (by name) would not keep get a number before their names.
 * The images and attachments the docs show go in `_files/` (docs-export-files*.ts).
 */

/** The zip's folder of images and attached files, at its top. */
export const FILES_FOLDER = '_files';

/** A doc to export: where its file goes in the zip, its title and its saved state. */
export interface ZipDoc {
  id: number;
  projectId: number;
  file: string;
  title: string;
  state: Uint8Array | null;
}

/** A link's destination that is a doc's address in the app (markdown-page-links.ts). */
const LINK_TO_ADDRESS = /\]\((\/workspace\/\d+\/project\/\d+\/doc\/\d+)\)/g;

/** The import's order of siblings (docs-import-plan.ts): by name, numbers in number order. */
const IMPORT_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Whether the import, ordering these names, keeps them in this order. */
function keptInOrder(names: string[], hasChildren: boolean[]): boolean {
  const source = (index: number) => `${names[index]}${hasChildren[index] ? '/' : '.md'}`;
  return names.every(
    (name, index) =>
      index === 0 ||
      (IMPORT_ORDER.compare(names[index - 1]!, name) ||
        source(index - 1).localeCompare(source(index))) < 0,
  );
}

/**
 * Each doc of a tree with the path of its file in the zip, siblings' names made unique (and
 * `reserved` kept free), numbered (`01 Setup`) when the import would order them otherwise.
 */
export function zipPaths(
  nodes: DocNode[],
  folder = '',
  reserved: string[] = [],
): { node: DocNode; file: string }[] {
  const taken = new Set(reserved.map((name) => name.toLowerCase()));
  let names = nodes.map((node) => uniqueName(safeName(node.name, UNTITLED_DOC), taken));
  if (
    !keptInOrder(
      names,
      nodes.map((node) => node.children.length > 0),
    )
  ) {
    const width = String(names.length).length;
    names = names.map((name, index) => `${String(index + 1).padStart(width, '0')} ${name}`);
  }
  return nodes.flatMap((node, index) => {
    const path = `${folder}${names[index]}`;
    return [{ node, file: `${path}.md` }, ...zipPaths(node.children, `${path}/`)];
  });
}

/** A relative link from one file of the zip to another, each segment percent-encoded. */
export function relativeLink(from: string, to: string): string {
  return posix
    .relative(posix.dirname(from), to)
    .split('/')
    .map((segment) => (segment === '..' ? segment : encodeURIComponent(segment)))
    .join('/');
}

/** A doc's Markdown, its images and attachments at stand-in addresses (docs-export-files.ts). */
function docMarkdown(doc: ZipDoc, workspaceId: number, standIns: FileStandIns): string {
  const ydoc = savedDoc(
    doc.state,
    `The saved content of "${doc.title}" cannot be read: restore a version from its page history.`,
  );
  withPageLinkAddresses(ydoc, workspaceId);
  withFileStandIns(ydoc, doc.projectId, standIns);
  return exportMarkdown(ydoc, doc.title);
}

/** The zip's Markdown files, and the files they show (to be added by the request's thread). */
export interface ZipMarkdown {
  docs: { file: string; markdown: string }[];
  /** By the number of their stand-ins. */
  files: ExportFileReference[];
}

/** Each doc's Markdown file: the CPU pool's task (docs-export-zip.service.ts). */
export function exportDocsZip(input: {
  docs: ZipDoc[];
  workspaceId: number;
  /** The export's own 16 hex digits, in every stand-in address. */
  nonce: string;
}): ZipMarkdown {
  const fileByAddress = new Map(
    input.docs.map((doc) => [
      markdownDestination(routes.doc(input.workspaceId, doc.projectId, doc.id)),
      doc.file,
    ]),
  );
  const standIns = fileStandIns(input.nonce);
  const docs = input.docs.map((doc) => ({
    file: doc.file,
    markdown: docMarkdown(doc, input.workspaceId, standIns).replace(
      LINK_TO_ADDRESS,
      (link, address: string) => {
        const target = fileByAddress.get(address);
        return target ? `](${markdownDestination(relativeLink(doc.file, target))})` : link;
      },
    ),
  }));
  return { docs, files: standIns.references };
}
