import {
  DEFAULT_HIGHLIGHT,
  HIGHLIGHT_COLORS,
  isHighlightColor,
  isTextColor,
  TEXT_COLORS,
} from '@hangar/domain';
import { embedFrame } from '@hangar/domain';
import * as Y from 'yjs';
import { safeLinkTarget } from './export-safety';
import { viewAttrsOf, viewPlaceholder } from './markdown-views';
import { EDITOR_FIELD } from './plain-text';

/** A node of a doc's Yjs content. */
export type Node = Y.XmlElement | Y.XmlText | Y.XmlHook;

export type Marks = Record<string, unknown>;
export interface TextRun {
  text: string;
  marks: Marks;
}

function runsOf(text: Y.XmlText): TextRun[] {
  return text
    .toDelta()
    .flatMap((op: { insert?: unknown; attributes?: Marks }) =>
      typeof op.insert === 'string' ? [{ text: op.insert, marks: op.attributes ?? {} }] : [],
    );
}

export function href(marks: Marks): string | null {
  return safeLinkTarget((marks.link as { href?: unknown } | undefined)?.href);
}

/** A run's palette colours: its text colour and highlight names, or null (never another value). */
export function colorsOf(marks: Marks): { text: string | null; highlight: string | null } {
  const text = (marks.textStyle as { color?: unknown } | undefined)?.color;
  const highlight = marks.highlight as { color?: unknown } | undefined;
  return {
    text: isTextColor(text) ? TEXT_COLORS[text] : null,
    highlight: highlight
      ? HIGHLIGHT_COLORS[isHighlightColor(highlight.color) ? highlight.color : DEFAULT_HIGHLIGHT]
      : null,
  };
}

export const children = (node: Y.XmlElement): Node[] => node.toArray();
/** A node's children that are elements (a block's blocks, a list's items, a row's cells). */
export const blockChildren = (node: Y.XmlElement) =>
  children(node).flatMap((child) => (child instanceof Y.XmlElement ? [child] : []));
export const attr = (node: Y.XmlElement, name: string) => node.getAttribute(name) as unknown;
/** A live view of the project: its placeholder (the data lives in the app), '' when invalid. */
export const viewText = (node: Y.XmlElement) => {
  const attrs = viewAttrsOf(node.getAttributes());
  return attrs ? viewPlaceholder(attrs) : '';
};
/** A heading's level, 1 to 6. */
export const headingLevel = (node: Y.XmlElement) =>
  Math.min(6, Math.max(1, Number(attr(node, 'level')) || 1));
export const latexOf = (node: Y.XmlElement) => String(attr(node, 'latex') ?? '');
export const embedUrl = (node: Y.XmlElement) => {
  const url = String(attr(node, 'url') ?? '');
  return embedFrame(url) ? url : null;
};
export const codeText = (node: Y.XmlElement) =>
  children(node)
    .map((child) => (child instanceof Y.XmlText ? child.toString() : ''))
    .join('');

export function topBlocks(ydoc: Y.Doc): Y.XmlElement[] {
  return ydoc
    .getXmlFragment(EDITOR_FIELD)
    .toArray()
    .flatMap((node) => (node instanceof Y.XmlElement ? [node] : []));
}

/** How an export writes each kind of inline content. */
export interface InlineWriter {
  run: (run: TextRun) => string;
  hardBreak: string;
  mention: (label: string) => string;
  inlineMath: (latex: string) => string;
  pageLink: (node: Y.XmlElement) => string;
  /** Any other element among inline content. */
  element: (node: Y.XmlElement) => string;
}

/** A block's inline content (text runs, breaks, mentions, math, page links), written by `writer`. */
export function writeInline(node: Y.XmlElement, writer: InlineWriter): string {
  return children(node)
    .map((child) => {
      if (child instanceof Y.XmlText) return runsOf(child).map(writer.run).join('');
      if (!(child instanceof Y.XmlElement)) return '';
      switch (child.nodeName) {
        case 'hardBreak':
          return writer.hardBreak;
        case 'mention':
          return writer.mention(String(child.getAttribute('label') ?? ''));
        case 'inlineMath':
          return writer.inlineMath(latexOf(child));
        case 'pageLink':
          return writer.pageLink(child);
        default:
          return writer.element(child);
      }
    })
    .join('');
}

/**
 * How an export writes the blocks that hold no other blocks, from what their nodes say (a
 * heading's content is its own inline content: `writeInline`).
 */
export interface LeafWriter {
  heading: (level: number, node: Y.XmlElement) => string;
  codeBlock: (code: string, language: unknown) => string;
  blockMath: (latex: string) => string;
  /** An embed with an address the editor can frame; the others are left out. */
  embed: (url: string) => string;
  horizontalRule: string;
  projectView: (text: string) => string;
}

/** A heading, code, math, embed, rule or project view written by `writer`; null for another. */
export function writeLeafBlock(node: Y.XmlElement, writer: LeafWriter): string | null {
  switch (node.nodeName) {
    case 'heading':
      return writer.heading(headingLevel(node), node);
    case 'codeBlock':
      return writer.codeBlock(codeText(node), attr(node, 'language'));
    case 'blockMath':
      return writer.blockMath(latexOf(node));
    case 'embed': {
      const url = embedUrl(node);
      return url ? writer.embed(url) : '';
    }
    case 'horizontalRule':
      return writer.horizontalRule;
    case 'projectView':
      return writer.projectView(viewText(node));
    default:
      return null;
  }
}
