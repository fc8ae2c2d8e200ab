import { posix } from 'node:path';
import { routes, UNTITLED_DOC, type DocNode } from '@hangar/contracts';
import { strToU8, zipSync } from 'fflate';
import { exportDoc } from '../../live/export';
import { markdownDestination } from '../../live/export-safety';

/**
 * A project's docs (or a subtree) as one zip of Markdown files (docs/docs.md "Export"), laid out
 * as the import reads folders (docs-import-plan.ts): a doc without children is `<Name>.md`, a doc
 * with children is `<Name>.md` beside a folder `<Name>/` holding theirs. Page links between
 * exported docs become relative links to their files, which the import turns back into page links.
 * Images and attachments keep their addresses in the app.
 */

/** A doc to export: where its file goes in the zip, its title and its saved state. */
export interface ZipDoc {
  id: number;
  projectId: number;
  file: string;
  title: string;
  state: Uint8Array | null;
}

/** Names the import would take for something else: a folder's own text, a hidden file. */
const RESERVED = /^(index|readme)$/i;
const UNSAFE_CHARACTERS = /[/\\:*?"<>|\p{Cc}]/gu;
const MAX_FILE_NAME_LENGTH = 100;
/** A link's destination that is a doc's address in the app (markdown-page-links.ts). */
const LINK_TO_ADDRESS = /\]\((\/workspace\/\d+\/project\/\d+\/doc\/\d+)\)/g;

/** A doc's name as a file or folder name: no separators, control characters or leading dots. */
function safeFileName(name: string): string {
  const safe = name
    .replace(UNSAFE_CHARACTERS, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .slice(0, MAX_FILE_NAME_LENGTH)
    .replace(/[.\s]+$/, '');
  if (safe === '') return UNTITLED_DOC;
  return RESERVED.test(safe) ? `${safe} (page)` : safe;
}

/** Each doc of a tree with the path of its file in the zip, siblings' names made unique. */
export function zipPaths(nodes: DocNode[], folder = ''): { node: DocNode; file: string }[] {
  const taken = new Set<string>();
  return nodes.flatMap((node) => {
    const base = safeFileName(node.name || UNTITLED_DOC);
    let name = base;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${base} (${copy})`;
    taken.add(name.toLowerCase());
    const path = `${folder}${name}`;
    return [{ node, file: `${path}.md` }, ...zipPaths(node.children, `${path}/`)];
  });
}

/** A relative link from one file of the zip to another, each segment percent-encoded. */
function relativeLink(from: string, to: string): string {
  return posix
    .relative(posix.dirname(from), to)
    .split('/')
    .map((segment) => (segment === '..' ? segment : encodeURIComponent(segment)))
    .join('/');
}

/** The zip's bytes: the CPU pool's task (docs-export.routes.ts). */
export function exportDocsZip(input: { docs: ZipDoc[]; workspaceId: number }): Uint8Array {
  const fileByAddress = new Map(
    input.docs.map((doc) => [
      markdownDestination(routes.doc(input.workspaceId, doc.projectId, doc.id)),
      doc.file,
    ]),
  );
  const files: Record<string, Uint8Array> = {};
  for (const doc of input.docs) {
    const markdown = exportDoc({
      state: doc.state,
      title: doc.title,
      format: 'markdown',
      workspaceId: input.workspaceId,
    }).replace(LINK_TO_ADDRESS, (link, address: string) => {
      const target = fileByAddress.get(address);
      return target ? `](${markdownDestination(relativeLink(doc.file, target))})` : link;
    });
    files[doc.file] = strToU8(markdown);
  }
  return zipSync(files, { level: 6 });
}
