import { DOC_FILE_URL, type DocContentNode } from '@hangar/contracts';
import type Token from 'markdown-it/lib/token.mjs';
import { escapeHtml } from '../mail/layout';
import { escapeMarkdown } from './export-safety';
import { plainText } from './markdown-inline';

/**
 * Attachments (docs/docs.md "Files") in Markdown: a paragraph holding only a link to one of the
 * project's files, its text the file's name after a paperclip, its title the size in bytes and the
 * content type: `[📎 report.pdf](/api/projects/3/files/ab….pdf "52341 application/pdf")`.
 */
const PAPERCLIP = '📎 ';
const CONTENT_TYPE = /^[a-z0-9.+-]{1,100}\/[a-z0-9.+-]{1,100}$/i;
const TITLE = /^(\d{1,15}) (\S+)$/;
const OCTET_STREAM = 'application/octet-stream';

interface Attachment {
  url: string;
  name: string;
  size: number;
  contentType: string;
}

/** What an attachment element of a live doc holds, or null when it is not one of our files. */
export function attachmentOf(attributes: Record<string, unknown>): Attachment | null {
  const url = String(attributes.url ?? '');
  if (!DOC_FILE_URL.test(url)) return null;
  const size = Number(attributes.size);
  const contentType = String(attributes.contentType ?? '');
  return {
    url,
    name: String(attributes.name ?? ''),
    size: Number.isSafeInteger(size) && size >= 0 ? size : 0,
    contentType: CONTENT_TYPE.test(contentType) ? contentType : OCTET_STREAM,
  };
}

export function attachmentMarkdown(file: Attachment | null): string {
  if (!file) return '';
  return `[${PAPERCLIP}${escapeMarkdown(file.name)}](${file.url} "${file.size} ${file.contentType}")`;
}

export function attachmentHtml(file: Attachment | null): string {
  if (!file) return '';
  const { url, name } = file;
  return `<p><a href="${escapeHtml(url)}" download="${escapeHtml(name)}">${escapeHtml(`${PAPERCLIP}${name}`)}</a></p>`;
}

/** The attachment a paragraph's inline tokens stand for (a lone paperclip link to a file), or null. */
export function attachmentOfParagraph(words: Token): DocContentNode | null {
  const children = words.children ?? [];
  const [open, ...rest] = children;
  const close = rest.pop();
  if (open?.type !== 'link_open' || close?.type !== 'link_close') return null;
  if (rest.some((token) => !['text', 'text_special'].includes(token.type))) return null;
  const url = open.attrGet('href') ?? '';
  const text = plainText(rest);
  if (!DOC_FILE_URL.test(url) || !text.startsWith(PAPERCLIP)) return null;
  const title = TITLE.exec(open.attrGet('title') ?? '');
  const contentType = title?.[2] && CONTENT_TYPE.test(title[2]) ? title[2] : OCTET_STREAM;
  return {
    type: 'attachment',
    attrs: {
      url,
      name: text.slice(PAPERCLIP.length),
      size: title?.[1] ? Number(title[1]) : 0,
      contentType,
    },
  };
}
