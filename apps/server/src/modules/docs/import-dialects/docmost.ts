import { encoder, utf8, type ImportDialect, type ImportFiles } from './import-dialect';
import { isFormulaFence, unescapeBlockMathLine, unescapeInlineMath } from './docmost-math';
import { convertContainers, type ContainerSyntax } from './notices';
import {
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

interface Export {
  files: ImportFiles;
  lowerPaths: Map<string, string>;
  /** The zip's attachments by their id. */
  attachments: Map<string, string>;
  notes: Approximations;
}

/** Where a link or image of `file` should lead in the zip, or null to keep it as written. */
function destinationIn(exported: Export, file: string, destination: string): string | null {
  const note = (reason: string) => exported.notes.add(file, reason);
  if (fileOfDestination(exported.files, exported.lowerPaths, file, destination) !== null) {
    return null;
  }
  const attachment = ATTACHMENT_REFERENCE.exec(destination)?.[1];
  if (attachment) {
    const path = exported.attachments.get(attachment.toLowerCase());
    if (path) return relativeDestination(file, path);
    note(`A file the export does not hold was left out: ${destination}`);
  } else if (DOCMOST_PAGE.test(destination)) {
    note(
      `A link to a Docmost page outside the export could not become a page link: ${destination}`,
    );
  }
  return null;
}

function convertText(exported: Export, file: string, text: string): string {
  const note = (reason: string) => exported.notes.add(file, reason);
  const destinationOf = remembered((destination) => destinationIn(exported, file, destination));
  const markdown = convertContainers(text, DOCMOST_SYNTAX, note);
  let inFormula = false;
  return rewriteLines(markdown, (line, lone, growth) => {
    if (isFormulaFence(line)) {
      inFormula = !inFormula;
      return line;
    }
    if (inFormula) return unescapeBlockMathLine(line);
    if (FOOTNOTE.test(line)) note('Footnotes kept as text');
    if (lone) {
      const destination = destinationOf(lone.destination) ?? lone.destination;
      const found = fileOfDestination(exported.files, exported.lowerPaths, file, destination);
      const paragraph = loneLinkParagraph({ ...lone, destination }, found, fileNameOr, note);
      if (paragraph !== null && growth.allows(line, `${lone.prefix}${paragraph}`)) {
        return `${lone.prefix}${paragraph}`;
      }
    }
    return rewriteDestinations(unescapeInlineMath(line), growth, (destination) =>
      destinationOf(destination),
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
    const exported: Export = {
      files,
      lowerPaths: lowercasePaths(files),
      attachments: new Map(),
      notes: approximations(),
    };
    for (const path of files.keys()) {
      const id = ATTACHMENT.exec(path)?.[1]?.toLowerCase();
      if (id && !exported.attachments.has(id)) exported.attachments.set(id, path);
    }
    const converted: ImportFiles = new Map(files);
    converted.delete(METADATA);
    for (const path of markdownPaths(files)) {
      const text = convertText(exported, path, utf8.decode(files.get(path)));
      converted.set(path, encoder.encode(text));
    }
    return { files: converted, approximated: exported.notes.list };
  },
};
