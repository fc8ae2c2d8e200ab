import { Node, mergeAttributes } from '@tiptap/core';

/** The attributes of a file attached to a doc (docs/docs.md "Files"). */
export interface AttachmentAttributes {
  /** `/api/projects/{projectId}/files/{filename}`: where members read it. */
  url: string;
  /** The name it was uploaded with. */
  name: string;
  /** In bytes. */
  size: number;
  contentType: string;
}

const OCTET_STREAM = 'application/octet-stream';

/** The part of a DOM element read here (the package builds without the DOM's types). */
interface HtmlElement {
  getAttribute(name: string): string | null;
}

/** An attribute kept in the HTML as `data-<html>`. */
function dataAttribute(key: keyof AttachmentAttributes, html: string, fallback: string) {
  return {
    default: fallback,
    parseHTML: (element: HtmlElement) => element.getAttribute(`data-${html}`) ?? fallback,
    renderHTML: (attributes: Record<string, unknown>) => ({
      [`data-${html}`]: String(attributes[key] ?? fallback),
    }),
  };
}

function sizeOf(value: string | null): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.round(parsed) : 0;
}

/**
 * A file of any kind in a doc: a block holding where it is, its name, size and type. The web
 * shows it as a card with a download, and a preview for PDF, audio and video.
 */
export const Attachment = Node.create({
  name: 'attachment',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      url: dataAttribute('url', 'url', ''),
      name: dataAttribute('name', 'name', ''),
      size: {
        default: 0,
        parseHTML: (element: HtmlElement) => sizeOf(element.getAttribute('data-size')),
        renderHTML: (attributes: Record<string, unknown>) => ({
          'data-size': String(attributes.size ?? 0),
        }),
      },
      contentType: dataAttribute('contentType', 'content-type', OCTET_STREAM),
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-type="attachment"]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const { url, name } = node.attrs as AttachmentAttributes;
    return [
      'div',
      mergeAttributes({ 'data-type': 'attachment' }, HTMLAttributes),
      ['a', { href: url, download: name }, name],
    ];
  },
});
