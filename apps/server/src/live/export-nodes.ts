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

export function runsOf(text: Y.XmlText): TextRun[] {
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
export const attr = (node: Y.XmlElement, name: string) => node.getAttribute(name) as unknown;
/** A live view of the project: its placeholder (the data lives in the app), '' when invalid. */
export const viewText = (node: Y.XmlElement) => {
  const attrs = viewAttrsOf(node.getAttributes());
  return attrs ? viewPlaceholder(attrs) : '';
};
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
