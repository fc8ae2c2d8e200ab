import { DOC_IMPORT_LIMITS } from '@hangar/domain';
import { docContent, type DocContentNode, type DocImportReport } from '@hangar/contracts';
import { HttpError } from '../../http/errors';
import {
  docName,
  markdownToDoc,
  MarkdownImportError,
  parseMarkdown,
  type ParsedMarkdown,
} from '../../live/markdown-import';
import { pageLinksFromAddresses } from '../../live/markdown-page-links';
import { initialContent } from './docs-content';
import type { ImportedFile } from '../../live/markdown-inline';
import { resolveFile, resolveImage, type ImageTarget, type PlacedDoc } from './docs-import-plan';
import { markdownText } from './docs-import-zip';

/**
 * Each doc of a Markdown import read and converted: its file parsed, its images resolved, its text
 * turned into rich text and then into the editor's state, each step naming the file it refuses.
 */

export type Skipped = DocImportReport['skipped'][number];

function shortened(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}

export interface ReadDoc extends PlacedDoc {
  name: string;
  parsed: ParsedMarkdown | null;
  /** Each image address of its text, resolved. */
  images: Map<string, ImageTarget>;
  /** The lone links of its text that name files of the zip: the file each attaches. */
  files: Map<string, string>;
}

/** A Markdown file's refusal, naming it, when its text cannot become a doc. */
function unreadable(file: string | null, error: unknown): unknown {
  if (!(error instanceof MarkdownImportError)) return error;
  return HttpError.simple(
    422,
    `"${file}" cannot become a doc: ${error.message}. Nothing was imported.`,
  );
}

function parsedFile(file: string, bytes: Uint8Array): ParsedMarkdown {
  const text = markdownText(file, bytes, DOC_IMPORT_LIMITS.maxMarkdownBytes);
  try {
    return parseMarkdown(text);
  } catch (error) {
    throw unreadable(file, error);
  }
}

/**
 * A doc's rich text, null without text; its images' addresses as `mediaOf` gives them, its
 * attachments as `attachmentOf` gives them.
 */
export function contentOf(
  doc: ReadDoc,
  mediaOf: (file: string) => string,
  attachmentOf: (file: string) => ImportedFile,
  /** The importer's workspace: a link to one of its docs' addresses becomes a page link. */
  workspaceId: number | null,
): DocContentNode | null {
  if (!doc.parsed) return null;
  const parsed = doc.parsed;
  try {
    const imageSource = (url: string) => {
      const target = doc.images.get(url);
      if (!target || 'skip' in target) return null;
      return 'keep' in target ? target.keep : mediaOf(target.file);
    };
    const zipFile = (url: string) => {
      const file = doc.files.get(url);
      return file === undefined ? null : attachmentOf(file);
    };
    const content = markdownToDoc(parsed, imageSource, zipFile);
    if (content === null) return null;
    const checked = docContent.safeParse(
      workspaceId === null ? content : pageLinksFromAddresses(content, workspaceId),
    );
    if (!checked.success) {
      throw new MarkdownImportError(
        checked.error.issues[0]?.message ?? 'it is not valid rich text',
      );
    }
    return checked.data;
  } catch (error) {
    throw unreadable(doc.doc.file, error);
  }
}

export type EditorState = Awaited<ReturnType<typeof initialContent>>;

/**
 * Whether a doc's text shows an image or attaches a file of the zip, whose address is known once
 * it is stored.
 */
export const showsZipFile = (doc: ReadDoc) =>
  doc.files.size > 0 || [...doc.images.values()].some((target) => 'file' in target);

/** The editor's state of a doc's content, or why the editor cannot hold it (naming the file). */
export async function editorState(
  file: string | null,
  content: DocContentNode,
): Promise<EditorState> {
  try {
    return await initialContent(content);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw HttpError.simple(
      422,
      `"${file ?? 'A file'}" cannot become a doc: the editor cannot hold its content. Nothing was imported.`,
    );
  }
}

/**
 * Each planned doc's Markdown read, its images and attached files resolved (those left out added
 * to `skipped`); `referenced` the images, `attached` the other files of the zip they use.
 */
export function readDocs(
  placed: PlacedDoc[],
  files: Map<string, Uint8Array>,
  zip: boolean,
  maxImageBytes: number,
  skipped: Skipped[],
): { docs: ReadDoc[]; referenced: Set<string>; attached: Set<string> } {
  const referenced = new Set<string>();
  const attached = new Set<string>();
  const docs: ReadDoc[] = [];
  for (const entry of placed) {
    const file = entry.doc.file;
    const parsed = file ? parsedFile(file, files.get(file)!) : null;
    const images = new Map<string, ImageTarget>();
    for (const url of parsed?.images ?? []) {
      const target = resolveImage(url, file!, zip ? files : null, maxImageBytes);
      images.set(url, target);
      if ('file' in target) referenced.add(target.file);
      if ('skip' in target) {
        skipped.push({
          source: file!,
          reason: `Image "${shortened(url)}" left out: ${target.skip}`,
        });
      }
    }
    const attaches = new Map<string, string>();
    for (const url of zip ? (parsed?.links ?? []) : []) {
      const target = resolveFile(url, file!, files, maxImageBytes);
      if (target && 'file' in target) {
        attaches.set(url, target.file);
        attached.add(target.file);
      }
      if (target && 'skip' in target) {
        skipped.push({
          source: file!,
          reason: `File "${shortened(url)}" left out: ${target.skip}`,
        });
      }
    }
    const name = docName(parsed?.title ?? '') || docName(entry.doc.fallbackName);
    docs.push({ ...entry, name, parsed, images, files: attaches });
  }
  return { docs, referenced, attached };
}
