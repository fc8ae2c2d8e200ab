import { utf8, type ImportDialect } from './import-dialect';
import { isFormulaFence, unescapeBlockMathLine, unescapeInlineMath } from './docmost-math';
import {
  attachmentDestination,
  convertMarkdownFiles,
  fileLinks,
  markdownExport,
  type MarkdownExport,
} from './markdown-export';
import { convertContainers, type ContainerSyntax } from './notices';
import { UUID, markdownPaths, fileNameOr, rewriteDestinations, rewriteLines } from './zip-links';

/**
 * Docmost's export of a space or a page tree as Markdown (integrations/export): a page's file
 * `<Title>.md` starting with `# Title`, its children's in the folder `<Title>/` beside it; the
 * files its pages show in `files/<attachment id>/<name>` of the folder the page is in, linked as
 * `files/…`; links between exported pages relative (`Other%20page.md`, `../Folder/Page.md`),
 * others left at the page's address (`https://…/s/<space>/p/<slug>`); `docmost-metadata.json`
 * at the top (since 2026) with the pages' icons and order. Its Markdown is turndown's:
 * `:::info` (note, success, warning, danger, default) callouts, `<details>` toggles, formulas
 * as `$…$` and `$$` lines with turndown's escapes, a file as `[name](files/…)`, a PDF or an
 * embed as `[address](address)`.
 */

const METADATA = 'docmost-metadata.json';
/** A file as Docmost's export keeps it; its attachment's id is its folder. */
const ATTACHMENT = new RegExp(`(?:^|/)files/(${UUID})/[^/]+$`, 'i');
/** A page's reference to an attachment: in the export, at Docmost's address, or its API's. */
const ATTACHMENT_REFERENCE = new RegExp(`^(?:https?://[^/\\s]+)?(?:/api)?/?files/(${UUID})/`, 'i');
const SHOWS_ATTACHMENT = new RegExp(`\\]\\((?:/api)?/?files/${UUID}/`, 'i');
/** Docmost's address of a page (INTERNAL_LINK_REGEX of its export). */
const DOCMOST_PAGE = /^(?:https?:\/\/[^/\s]+)?(?:\/s\/[^/\s]+)?\/p\/[\w-]+\/?$/;
const FOOTNOTE = /\[\^[^\]\s]{1,20}\]/;

const DOCMOST_SYNTAX: ContainerSyntax = {
  callouts: {
    info: 'NOTE',
    note: 'NOTE',
    default: 'NOTE',
    success: 'TIP',
    warning: 'WARNING',
    danger: 'CAUTION',
  },
  plusToggles: false,
  htmlDetails: true,
};

/** Where a link or image of `file` should lead in the zip, or null to keep it as written. */
function destinationIn(exported: MarkdownExport, file: string, destination: string): string | null {
  const attachment = ATTACHMENT_REFERENCE.exec(destination)?.[1];
  if (attachment) return attachmentDestination(exported, file, destination, attachment);
  if (DOCMOST_PAGE.test(destination)) {
    exported.notes.add(
      file,
      `A link to a Docmost page outside the export could not become a page link: ${destination}`,
    );
  }
  return null;
}

function convertText(exported: MarkdownExport, file: string, text: string): string {
  const links = fileLinks(exported, file, { destinationIn, fileName: fileNameOr });
  const markdown = convertContainers(text, DOCMOST_SYNTAX, links.note);
  let inFormula = false;
  return rewriteLines(markdown, (line, lone, growth) => {
    if (isFormulaFence(line)) {
      inFormula = !inFormula;
      return line;
    }
    if (inFormula) return unescapeBlockMathLine(line);
    if (FOOTNOTE.test(line)) links.note('Footnotes kept as text');
    return (
      (lone && links.loneLinkLine(line, lone, growth)) ??
      rewriteDestinations(unescapeInlineMath(line), growth, links.destinationOf)
    );
  });
}

export const docmostDialect: ImportDialect = {
  format: 'docmost',
  recognises(files) {
    const metadata = files.get(METADATA);
    if (metadata) return /"source"\s*:\s*"docmost"/.test(utf8.decode(metadata.subarray(0, 4096)));
    // Its exports before the metadata file: attachments in files/<id>/ that its pages show.
    if (![...files.keys()].some((path) => ATTACHMENT.test(path))) return false;
    return markdownPaths(files).some((path) => SHOWS_ATTACHMENT.test(utf8.decode(files.get(path))));
  },
  convert(files) {
    const exported = markdownExport(files, (path) => ATTACHMENT.exec(path)?.[1]);
    const converted = convertMarkdownFiles(exported, (path, text) =>
      convertText(exported, path, text),
    );
    converted.files.delete(METADATA);
    return converted;
  },
};
