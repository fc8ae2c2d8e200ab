import { describe, expect, it } from 'vitest';
import { expectMarkdownRoundTrip } from '../test/markdown-round-trip';
import { ydocOf } from '../test/ydoc';
import { EVERY_STRUCTURAL_BLOCK } from '../test/structure-samples';
import { exportHtml } from './export';
import { markdownToDoc, parseMarkdown } from './markdown-import';
import { plainText } from './plain-text';

const imported = (markdown: string) => markdownToDoc(parseMarkdown(markdown), (url) => url);

describe('the structural blocks in Markdown', () => {
  it('come back the same from their export: callouts, toggles, columns, contents, subpages', async () => {
    const markdown = await expectMarkdownRoundTrip(await ydocOf(EVERY_STRUCTURAL_BLOCK), 'Blocks');
    expect(markdown).toContain('> [!NOTE]\n> Heads up: the calloutword launch moves.\n>\n> - One');
    expect(markdown).toContain('> [!WARNING] 🔥\n> Hot **path**');
    expect(markdown).toContain('<details><summary>More _about_</summary>\n\nHidden toggleword');
    expect(markdown).toContain('<!-- columns -->\n\n<!-- column -->\n\nLeft');
    expect(markdown).toMatch(/^\[TOC\]$/m);
    expect(markdown).toMatch(/^\[SUBPAGES\]$/m);
  });

  it('reads GitHub alerts people write, and leaves other quotes and HTML as they were', () => {
    const doc = imported(
      [
        '> [!IMPORTANT]\n> Read me',
        '> [!tip] 🎉\n> Party',
        '> [!NOTE] A title is not an emoji',
        '> [!NOTE] 123',
        '<details open><summary>Not exactly the form</summary>\n\nText\n\n</details>',
        '<!-- a comment -->',
      ].join('\n\n'),
    );
    expect(doc?.content?.slice(0, 2)).toEqual([
      {
        type: 'callout',
        attrs: { kind: 'info', emoji: null },
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Read me' }] }],
      },
      {
        type: 'callout',
        attrs: { kind: 'success', emoji: '🎉' },
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Party' }] }],
      },
    ]);
    expect(doc?.content?.slice(2, 4).map((node) => node.type)).toEqual([
      'blockquote',
      'blockquote',
    ]);
    expect(doc?.content?.slice(4).map((node) => node.type)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
  });

  it('keeps the text of callouts and toggles for search, and writes them as HTML', async () => {
    const ydoc = await ydocOf(EVERY_STRUCTURAL_BLOCK);
    const text = plainText(ydoc);
    expect(text).toContain('calloutword');
    expect(text).toContain('Hidden toggleword text');
    expect(text).toContain('More about');
    const html = exportHtml(ydoc, 'Blocks');
    expect(html).toContain(
      '<aside class="callout callout-warning"><span class="callout-emoji">🔥</span><p>Hot <strong>path</strong> ahead [!NOTE] &lt;details&gt;</p></aside>',
    );
    expect(html).toContain(
      '<details><summary>More <em>about</em></summary><p>Hidden toggleword text</p>',
    );
    expect(html).toContain('<div class="columns"><div class="column"><p>Left</p>');
    expect(html).toContain(
      '<nav class="table-of-contents" aria-label="Contents"><ul><li>Overview</li></ul></nav>',
    );
    expect(html).toContain('<nav class="subpages" aria-label="Subpages"></nav>');
  });
});
