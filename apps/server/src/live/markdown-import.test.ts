import { docContent } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { initialContent } from '../modules/docs/docs-content';
import { expectMarkdownRoundTrip } from '../test/markdown-round-trip';
import { ydocOf } from '../test/ydoc';
import { exportMarkdown } from './export';
import { markdownToDoc, MarkdownImportError, parseMarkdown } from './markdown-import';
import { EDITOR_FIELD } from './plain-text';
import { EVERY_NODE_AND_MARK } from '../test/markdown-samples';

/** Markdown to content, with every image kept as it is. */
function imported(markdown: string) {
  const parsed = parseMarkdown(markdown);
  return { title: parsed.title, content: markdownToDoc(parsed, (url) => url) };
}

describe('reading the Markdown of the export back', () => {
  it('gives the same doc, and the same Markdown again', async () => {
    await expectMarkdownRoundTrip(await ydocOf(EVERY_NODE_AND_MARK), 'Launch <plan> #1');
  });

  it('reads mentions as their text, and an empty doc as no content', async () => {
    const ydoc = new Y.Doc();
    const paragraph = new Y.XmlElement('paragraph');
    const mention = new Y.XmlElement('mention');
    mention.setAttribute('id', '12');
    mention.setAttribute('label', 'Grace Hopper');
    paragraph.insert(0, [new Y.XmlText('Ask '), mention]);
    ydoc.getXmlFragment(EDITOR_FIELD).insert(0, [paragraph]);
    expect(imported(exportMarkdown(ydoc, 'Doc')).content).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ask @Grace Hopper' }] }],
    });
    expect(imported(exportMarkdown(new Y.Doc(), 'Empty'))).toEqual({
      title: 'Empty',
      content: null,
    });
  });
});

describe('reading Markdown written by people', () => {
  it('takes the first heading as the name only when it opens the file', () => {
    expect(imported('Intro\n\n# Later').title).toBeNull();
    expect(imported('---\ntitle: x\n---\n# Notes\n\nText').title).toBe('Notes');
  });

  it('keeps raw HTML as text, and links only to the web, mail or the app', () => {
    const { content } = imported(
      '<b>bold?</b> [ok](https://a.example) [js](javascript:alert(1)) [file](other.md) [me](mailto:a@b.c)',
    );
    expect(content?.content?.[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: '<b>bold?</b> ' },
        {
          type: 'text',
          text: 'ok',
          marks: [{ type: 'link', attrs: { href: 'https://a.example' } }],
        },
        { type: 'text', text: ' js file ' },
        { type: 'text', text: 'me', marks: [{ type: 'link', attrs: { href: 'mailto:a@b.c' } }] },
      ],
    });
  });

  it('reads deeper headings as level 3, code with its language, soft breaks as spaces', () => {
    const { content } = imported('#### Deep\n\n```ts\nlet a;\n```\n\none\ntwo');
    expect(content?.content).toEqual([
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Deep' }] },
      { type: 'codeBlock', attrs: { language: 'ts' }, content: [{ type: 'text', text: 'let a;' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'one two' }] },
    ]);
  });

  it('moves images out of paragraphs, drops those it may not keep, and cuts long texts', async () => {
    const parsed = parseMarkdown(
      `Before ![a](a.png) after ![b](b.png)\n\n[![badge](c.png)](https://x.example)\n\n${'x'.repeat(45_000)}`,
    );
    expect(parsed.images).toEqual(['a.png', 'b.png', 'c.png']);
    const content = markdownToDoc(parsed, (url) => (url === 'b.png' ? null : `/media/${url}`));
    expect(content?.content?.slice(0, 4)).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Before ' }] },
      { type: 'image', attrs: { src: '/media/a.png', alt: 'a', title: null } },
      { type: 'paragraph', content: [{ type: 'text', text: ' after ' }] },
      { type: 'image', attrs: { src: '/media/c.png', alt: 'badge', title: null } },
    ]);
    expect(content?.content?.[4]?.content?.map((text) => text.text?.length)).toEqual([
      20_000, 20_000, 5000,
    ]);
    expect(docContent.safeParse(content).success).toBe(true);
    await expect(initialContent(content!)).resolves.toBeDefined();
  });

  it('splits a list whose items mix checkboxes into task lists and plain ones', () => {
    const { content } = imported('- one\n- [x] done\n- [ ] todo\n- two');
    expect(content?.content?.map((node) => node.type)).toEqual([
      'bulletList',
      'taskList',
      'bulletList',
    ]);
    // The export escapes a bracket that begins an item's text: no checkbox then.
    expect(imported('- \\[x\\] not a task').content?.content?.[0]).toEqual({
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: '[x] not a task' }] }],
        },
      ],
    });
  });

  // Quadratic parsing of these inputs would take minutes: the test's timeout is the limit (no
  // timing assertion; the figures are bench:import's).
  it('refuses Markdown nested deeper than a doc can hold, and reads pathological input', () => {
    expect(() => markdownToDoc(parseMarkdown(`${'> '.repeat(500)}deep`), (url) => url)).toThrow(
      MarkdownImportError,
    );
    // What makes some parsers quadratic: unmatched delimiters, brackets, deep indentation.
    const nested = Array.from({ length: 1000 }, (_, level) => `${' '.repeat(level * 2)}- a`);
    for (const text of [
      '*a'.repeat(100_000),
      '~~a'.repeat(70_000),
      '['.repeat(200_000),
      '[a](b'.repeat(40_000),
      '- '.repeat(50_000),
      nested.join('\n'),
    ]) {
      try {
        markdownToDoc(parseMarkdown(text), (url) => url);
      } catch (error) {
        expect(error).toBeInstanceOf(MarkdownImportError);
      }
    }
  });
});
