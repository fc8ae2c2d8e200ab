import { utf8, type ImportDialect } from './import-dialect';
import {
  attachmentDestination,
  convertMarkdownFiles,
  fileLinks,
  fileOfExport,
  markdownExport,
  type MarkdownExport,
} from './markdown-export';
import { convertContainers, type ContainerSyntax } from './notices';
import {
  MARKDOWN_PATH,
  UUID,
  markdownPaths,
  fileNameOr,
  rewriteDestinations,
  rewriteLines,
} from './zip-links';

/**
 * Outline's Markdown export (ExportMarkdownZipTask): a folder per collection, a document's file
 * `<Title>.md` starting with `# Title` (its emoji first when it has one), its children's in the
 * folder `<Title>/` beside it; the files it shows beside it at their storage key,
 * `uploads/<user id>/<attachment id>/<name>`; links between exported documents rewritten as
 * relative paths (`./Other.md`, `./../Folder/Other.md`), other documents' left as `/doc/<slug>`.
 * Its own Markdown: `:::info` (warning, tip, success) notices, `+++` toggles, mentions of people
 * as `@[Name](mention://…)`, a file as `[name size](path)`, an embed as `[url](url)`.
 */

/** A file as Outline's export keeps it; the attachment's id is its second folder. */
const UPLOAD = new RegExp(`(?:^|/)uploads/${UUID}/(${UUID})/[^/]+$`, 'i');
const REDIRECT = new RegExp(`/api/attachments\\.redirect\\?id=(${UUID})`, 'i');
/**
 * What only Outline writes: mentions, links to its documents and attachments, the `./../` of a
 * link its export made relative, a toggle's `+++++` (its notices' `:::info` are not only its own).
 */
const OUTLINE_MARKDOWN =
  /\]\(mention:\/\/|\]\(\/doc\/[\w~-]{10}|\/api\/attachments\.redirect\?id=|\]\(\.\/\.\.\/|^\+{5,}[ \t]*$/m;
/** What Docmost writes and Outline never does: its metadata, attachments, other callouts. */
const DOCMOST_PATH = new RegExp(`(?:^|/)(?:docmost-metadata\\.json|files/${UUID}/[^/]+)$`, 'i');
const DOCMOST_MARKDOWN = /^[ \t]*(?::::(?:note|danger|default)|<details>)[ \t]*$/m;

const MENTION = /@\[([^\]\\\n@]{0,200})\]\(mention:\/\/[^()\s]*\)/g;
/** Outline's link to one of its documents or collections, at its address or on its own site. */
const OUTLINE_PAGE = /^(?:https?:\/\/[^/\s]+)?\/(doc|collection)\/[\w~-]+(?:#\S*)?$/;
/**
 * A link Outline's export meant to make relative but glued to a site's address, as it does for
 * a link written with the site (`https://team.example.com/doc/a-1234567890` became
 * `https://team.example.com./A.md`).
 */
const GLUED_RELATIVE = /^https?:\/\/[^/\s]+(\.\/\S+)$/;
/** A file's size (or a video's width x height) after its name, as Outline writes a file's link. */
const SIZE_AFTER_NAME = / (?:\d{1,15}|\d{0,6}x\d{0,6})$/;

const OUTLINE_SYNTAX: ContainerSyntax = {
  callouts: { info: 'NOTE', tip: 'TIP', success: 'TIP', warning: 'WARNING' },
  plusToggles: true,
  htmlDetails: false,
};

const startsWithTitle = (bytes: Uint8Array) =>
  utf8
    .decode(bytes.subarray(0, 16))
    .replace(/^\uFEFF/, '')
    .startsWith('# ');

/** Where a link or image of `file` should lead in the zip, or null to keep it as written. */
function destinationIn(exported: MarkdownExport, file: string, destination: string): string | null {
  const attachment = REDIRECT.exec(destination)?.[1] ?? UPLOAD.exec(destination)?.[1];
  if (attachment) return attachmentDestination(exported, file, destination, attachment);
  const glued = GLUED_RELATIVE.exec(destination)?.[1];
  const target = glued && fileOfExport(exported, file, glued);
  if (glued && target && MARKDOWN_PATH.test(target)) return glued;
  const page = OUTLINE_PAGE.exec(destination)?.[1];
  if (page) {
    const what = page === 'doc' ? 'document' : 'collection';
    exported.notes.add(
      file,
      `A link to an Outline ${what} outside the export could not become a page link: ${destination}`,
    );
  }
  return null;
}

/** A file's name for its link: the text Outline wrote without the size it adds, else its own. */
const fileName = (text: string, path: string) =>
  fileNameOr(text.replace(SIZE_AFTER_NAME, ''), path);

function convertText(exported: MarkdownExport, file: string, text: string): string {
  const links = fileLinks(exported, file, { destinationIn, fileName });
  const markdown = convertContainers(text, OUTLINE_SYNTAX, links.note);
  return rewriteLines(markdown, (line, lone, growth) => {
    let rewritten = line;
    if (rewritten.includes('](mention://')) {
      rewritten = rewritten.replace(MENTION, (_whole, label: string) => {
        links.note('Mentions of people became their names as text');
        return `@${label}`;
      });
    }
    // A table cell's line breaks: Markdown's cells hold one line.
    if (/^\s*\|/.test(rewritten)) rewritten = rewritten.replace(/<br\s*\/?>/gi, ' ');
    return (
      (lone && links.loneLinkLine(line, lone, growth)) ??
      rewriteDestinations(rewritten, growth, links.destinationOf)
    );
  });
}

export const outlineDialect: ImportDialect = {
  format: 'outline',
  recognises(files) {
    const paths = [...files.keys()];
    if (paths.some((path) => DOCMOST_PATH.test(path))) return false;
    const markdown = markdownPaths(files);
    if (markdown.length === 0 || !markdown.every((path) => startsWithTitle(files.get(path)!))) {
      return false;
    }
    const texts = markdown.map((path) => utf8.decode(files.get(path)));
    if (texts.some((text) => DOCMOST_MARKDOWN.test(text))) return false;
    return (
      paths.some((path) => UPLOAD.test(path)) || texts.some((text) => OUTLINE_MARKDOWN.test(text))
    );
  },
  convert(files) {
    const exported = markdownExport(files, (path) => UPLOAD.exec(path)?.[1]);
    return convertMarkdownFiles(exported, (path, text) => convertText(exported, path, text));
  },
};
