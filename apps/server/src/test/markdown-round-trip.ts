import { docContent } from '@hangar/contracts';
import { expect } from 'vitest';
import type * as Y from 'yjs';
import { exportMarkdown } from '../live/export';
import { markdownToDoc, parseMarkdown } from '../live/markdown-import';
import { jsonOf, ydocOf } from './ydoc';

/**
 * Expects the Markdown export of `original` to read back as the same title and doc, whose export
 * is the same Markdown again. Returns that Markdown.
 */
export async function expectMarkdownRoundTrip(original: Y.Doc, title: string): Promise<string> {
  const markdown = exportMarkdown(original, title);
  const parsed = parseMarkdown(markdown);
  const content = markdownToDoc(parsed, (url) => url);
  expect(parsed.title).toBe(title);
  expect(docContent.safeParse(content).success).toBe(true);
  const copy = await ydocOf(content!);
  expect(jsonOf(copy)).toEqual(jsonOf(original));
  expect(exportMarkdown(copy, title)).toBe(markdown);
  return markdown;
}
