import { attribute, type HtmlElement, type HtmlNode } from './confluence-dom';

/**
 * What converting one Confluence page needs (confluence-page.ts makes it): where its links and
 * images lead in the converted zip, what it could only approximate, and the block conversion
 * itself (confluence-blocks.ts), which the macros call back for their content.
 */

/** A file of the export that a page shows or links to, kept in the converted zip. */
export interface KeptFile {
  /** Its path in the export. */
  source: string;
  /** Its name as Confluence shows it. */
  name: string;
  /** The link to it from the page's Markdown file. */
  destination: string;
}

/** Where a link leads: an address (another page's file, the web), or a file of the export. */
export type LinkTarget = { destination: string } | { file: KeptFile };

/** How deep the conversion is: elements walked, and Markdown containers (lists, quotes...). */
export interface Depth {
  dom: number;
  nesting: number;
}

export interface PageContext {
  /** The page's path in the export: the source of what it reports. */
  source: string;
  /** Where a link (`<a>`) leads, or null to keep its text only. */
  link(element: HtmlElement): LinkTarget | null;
  /** An image's description and address, or null to leave it out. */
  image(element: HtmlElement): { alt: string; destination: string } | null;
  /** Notes something converted approximately (each reason once a page). */
  approximate(reason: string): void;
  /** Files the page shows in its text, by their path in the export. */
  shown: Set<string>;
  /** Files to add at the page's end, each as an attachment paragraph. */
  trailing: KeptFile[];
  /** Blocks of Markdown for some nodes (confluence-blocks.ts). */
  blocks(nodes: readonly HtmlNode[], depth: Depth): string[];
}

/** Elements walked into before the rest is kept as plain text. */
export const MAX_DOM_DEPTH = 150;
/** Lists, quotes, callouts and toggles nested in one another before the rest is kept as text. */
export const MAX_NESTING = 12;

export const deeper = (depth: Depth, nesting = 0): Depth => ({
  dom: depth.dom + 1,
  nesting: depth.nesting + nesting,
});

/** The macro Confluence Cloud names on its element (`data-macro-name`), or ''. */
export const macroName = (element: HtmlElement) =>
  attribute(element, 'data-macro-name').toLowerCase();

/** Macros converted to a Hangar block, or whose content is all there is to keep. */
export const CONVERTED_MACROS = new Set([
  'info',
  'tip',
  'note',
  'warning',
  'code',
  'noformat',
  'expand',
  'toc',
  'children',
  'anchor',
  'details',
  'section',
  'column',
  'excerpt',
]);

export const keptAsText = (macro: string) => `The "${macro}" macro is kept as text`;
