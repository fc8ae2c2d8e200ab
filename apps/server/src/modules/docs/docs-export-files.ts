import { DOC_FILE_NAME, MEDIA_PREFIX, parseDocFileUrl } from '@hangar/contracts';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';

/**
 * The files a zip export carries (docs/docs.md "Export"): while the worker writes each doc's
 * Markdown, every uploaded image (`/media/<name>`) and every attachment of the exported project
 * gets a stand-in address holding the export's nonce; once the request's thread knows which files
 * go in the zip, each stand-in becomes a relative path to the file, or the address it stood for.
 * A nonce no doc can hold keeps text that only looks like an address (in code) as it is.
 */

/** A file a doc of the export shows, by the order its stand-in was made. */
export interface ExportFileReference {
  /** Its address in the docs, which the Markdown keeps when the zip does not hold the file. */
  address: string;
  kind: 'image' | 'attachment';
  /** The name it is stored under. */
  filename: string;
}

/** The stand-ins of one export: the same address gets the same stand-in in every doc. */
export interface FileStandIns {
  nonce: string;
  references: ExportFileReference[];
  indexOf: Map<string, number>;
}

/** 16 hex digits: the stand-in's number is written in the other 16 of a stored name's 32. */
const NONCE = /^[0-9a-f]{16}$/;
/** An attachment's stand-in takes the form the Markdown export keeps (DOC_FILE_URL). */
const STAND_IN_FILE_PREFIX = '/api/projects/1/files/';
const STAND_IN_EXTENSION = '.bin';

export function fileStandIns(nonce: string): FileStandIns {
  if (!NONCE.test(nonce)) throw new Error('an export nonce is 16 hex digits');
  return { nonce, references: [], indexOf: new Map() };
}

function standIn(standIns: FileStandIns, reference: ExportFileReference): string {
  let index = standIns.indexOf.get(reference.address);
  if (index === undefined) {
    index = standIns.references.push(reference) - 1;
    standIns.indexOf.set(reference.address, index);
  }
  const name = `${standIns.nonce}${index.toString(16).padStart(16, '0')}${STAND_IN_EXTENSION}`;
  return reference.kind === 'image' ? `${MEDIA_PREFIX}/${name}` : `${STAND_IN_FILE_PREFIX}${name}`;
}

/** The reference an image's or attachment's address makes, or null when no zip can carry it. */
function referenceOf(node: Y.XmlElement, projectId: number): ExportFileReference | null {
  if (node.nodeName === 'image') {
    const address = node.getAttribute('src') as unknown;
    if (typeof address !== 'string' || !address.startsWith(`${MEDIA_PREFIX}/`)) return null;
    const filename = address.slice(MEDIA_PREFIX.length + 1);
    return DOC_FILE_NAME.test(filename) ? { address, kind: 'image', filename } : null;
  }
  if (node.nodeName === 'attachment') {
    const address = node.getAttribute('url') as unknown;
    const file = typeof address === 'string' ? parseDocFileUrl(address) : null;
    // Another project's file, pasted here, stays its address: its own project decides who reads it.
    if (!file || file.projectId !== projectId) return null;
    return { address: address as string, kind: 'attachment', filename: file.filename };
  }
  return null;
}

/** A copy of a doc being exported, its images' and attachments' addresses replaced by stand-ins. */
export function withFileStandIns(ydoc: Y.Doc, projectId: number, standIns: FileStandIns): void {
  ydoc.transact(() => {
    // In the doc's order, so that the first file of a name keeps it in the zip.
    const pending: (Y.XmlElement | Y.XmlText | Y.XmlHook)[] = ydoc
      .getXmlFragment(EDITOR_FIELD)
      .toArray()
      .reverse();
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      if (!(node instanceof Y.XmlElement)) continue;
      pending.push(...node.toArray().reverse());
      const reference = referenceOf(node, projectId);
      if (!reference) continue;
      node.setAttribute(reference.kind === 'image' ? 'src' : 'url', standIn(standIns, reference));
    }
  });
}

/** A Markdown text's stand-ins, each replaced by what `destination` gives for its reference. */
export function replaceStandIns(
  markdown: string,
  nonce: string,
  destination: (index: number) => string,
): string {
  if (!NONCE.test(nonce)) throw new Error('an export nonce is 16 hex digits');
  const standInPattern = new RegExp(
    `(?:${MEDIA_PREFIX}/|${STAND_IN_FILE_PREFIX})${nonce}([0-9a-f]{16})\\${STAND_IN_EXTENSION}`,
    'g',
  );
  return markdown.replace(standInPattern, (_standIn, index: string) =>
    destination(Number.parseInt(index, 16)),
  );
}
