import { encoder, utf8, type ImportDialect, type ImportFiles } from './import-dialect';
import { convertContainers, type ContainerSyntax } from './notices';
import {
  MARKDOWN_PATH,
  UUID,
  markdownPaths,
  approximations,
  fileNameOr,
  fileOfDestination,
  loneLinkParagraph,
  lowercasePaths,
  relativeDestination,
  remembered,
  rewriteDestinations,
  rewriteLines,
  type Approximations,
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

interface Export {
  files: ImportFiles;
  lowerPaths: Map<string, string>;
  /** The zip's attachments by their id. */
  uploads: Map<string, string>;
  notes: Approximations;
}

/** Where a link or image of `file` should lead in the zip, or null to keep it as written. */
function destinationIn(exported: Export, file: string, destination: string): string | null {
  const note = (reason: string) => exported.notes.add(file, reason);
  const found = fileOfDestination(exported.files, exported.lowerPaths, file, destination);
  if (found !== null) return null;
  const attachment = REDIRECT.exec(destination)?.[1] ?? UPLOAD.exec(destination)?.[1];
  if (attachment) {
    const path = exported.uploads.get(attachment.toLowerCase());
    if (path) return relativeDestination(file, path);
    note(`A file the export does not hold was left out: ${destination}`);
    return null;
  }
  const glued = GLUED_RELATIVE.exec(destination)?.[1];
  const target = glued && fileOfDestination(exported.files, exported.lowerPaths, file, glued);
  if (glued && target && MARKDOWN_PATH.test(target)) return glued;
  const page = OUTLINE_PAGE.exec(destination)?.[1];
  if (page) {
    const what = page === 'doc' ? 'document' : 'collection';
    note(
      `A link to an Outline ${what} outside the export could not become a page link: ${destination}`,
    );
  }
  return null;
}

function convertText(exported: Export, file: string, text: string): string {
  const note = (reason: string) => exported.notes.add(file, reason);
  const destinationOf = remembered((destination) => destinationIn(exported, file, destination));
  const markdown = convertContainers(text, OUTLINE_SYNTAX, note);
  return rewriteLines(markdown, (line, lone, growth) => {
    let rewritten = line;
    if (rewritten.includes('](mention://')) {
      rewritten = rewritten.replace(MENTION, (_whole, label: string) => {
        note('Mentions of people became their names as text');
        return `@${label}`;
      });
    }
    // A table cell's line breaks: Markdown's cells hold one line.
    if (/^\s*\|/.test(rewritten)) rewritten = rewritten.replace(/<br\s*\/?>/gi, ' ');
    if (lone) {
      const destination = destinationOf(lone.destination) ?? lone.destination;
      const found = fileOfDestination(exported.files, exported.lowerPaths, file, destination);
      const paragraph = loneLinkParagraph(
        { ...lone, destination },
        found,
        (name, path) => fileNameOr(name.replace(SIZE_AFTER_NAME, ''), path),
        note,
      );
      if (paragraph !== null && growth.allows(line, `${lone.prefix}${paragraph}`)) {
        return `${lone.prefix}${paragraph}`;
      }
    }
    return rewriteDestinations(rewritten, growth, (destination) => destinationOf(destination));
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
    const exported: Export = {
      files,
      lowerPaths: lowercasePaths(files),
      uploads: new Map(),
      notes: approximations(),
    };
    for (const path of files.keys()) {
      const id = UPLOAD.exec(path)?.[1];
      if (id && !exported.uploads.has(id.toLowerCase()))
        exported.uploads.set(id.toLowerCase(), path);
    }
    const converted: ImportFiles = new Map(files);
    for (const path of markdownPaths(files)) {
      const text = convertText(exported, path, utf8.decode(files.get(path)));
      converted.set(path, encoder.encode(text));
    }
    return { files: converted, approximated: exported.notes.list };
  },
};
