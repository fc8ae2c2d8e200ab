import { DOC_FILE_URL, type DocContentNode } from '@hangar/contracts';
import type Token from 'markdown-it/lib/token.mjs';
import { escapeHtml } from '../mail/layout';
import { escapeMarkdown } from './export-safety';
import { plainText, type ImportedFile } from './markdown-inline';

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

/** The link of a paragraph that holds only a link with plain text, or null. */
export function loneLink(words: Token): { href: string; text: string; title: string } | null {
  const children = words.children ?? [];
  const [open, ...rest] = children;
  const close = rest.pop();
  if (open?.type !== 'link_open' || close?.type !== 'link_close') return null;
  if (rest.some((token) => !['text', 'text_special'].includes(token.type))) return null;
  return {
    href: open.attrGet('href') ?? '',
    text: plainText(rest),
    title: open.attrGet('title') ?? '',
  };
}

/**
 * The attachment a paragraph's inline tokens stand for, or null: a lone paperclip link to one of
 * our files, or a lone link to a file of an imported zip (`zipFile` gives it, by the link's address).
 */
export function attachmentOfParagraph(
  words: Token,
  zipFile?: (url: string) => ImportedFile | null,
): DocContentNode | null {
  const link = loneLink(words);
  if (!link) return null;
  const { href: url, text } = link;
  const named = text.startsWith(PAPERCLIP) ? text.slice(PAPERCLIP.length) : text;
  const imported = zipFile?.(url);
  if (imported) {
    const name = named.trim() || decodedBaseName(url);
    return { type: 'attachment', attrs: { ...imported, name } };
  }
  if (!DOC_FILE_URL.test(url) || !text.startsWith(PAPERCLIP)) return null;
  const title = TITLE.exec(link.title);
  const contentType = title?.[2] && CONTENT_TYPE.test(title[2]) ? title[2] : OCTET_STREAM;
  return {
    type: 'attachment',
    attrs: {
      url,
      name: named,
      size: title?.[1] ? Number(title[1]) : 0,
      contentType,
    },
  };
}

/** The last part of an address, decoded where it can be. */
function decodedBaseName(url: string): string {
  const base =
    url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '';
  try {
    return decodeURIComponent(base) || 'file';
  } catch {
    return base || 'file';
  }
}
