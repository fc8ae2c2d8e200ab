import { docContent, type DocContentNode } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { expectMarkdownRoundTrip } from '../test/markdown-round-trip';
import { ydocOf } from '../test/ydoc';
import { exportHtml } from './export';
import { markdownToDoc, parseMarkdown } from './markdown-import';
import { plainText } from './plain-text';

const view = (attrs: Record<string, string | number | null>): DocContentNode => ({
  type: 'projectView',
  attrs,
});
const paragraph = (text: string): DocContentNode => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});

const VIEWS: DocContentNode = {
  type: 'doc',
  content: [
    paragraph('What happened lately:'),
    view({ view: 'logs', limit: 12, from: null, to: null }),
    view({ view: 'links', limit: 5, from: null, to: null }),
    view({ view: 'planning', limit: 5, from: '2026-12-01', to: '2026-12-31' }),
    view({ view: 'planning', limit: 5, from: null, to: null }),
    paragraph('[[view:logs limit=5]] typed as text'),
    paragraph('[[view:logs limit=5]]'),
  ],
};

const imported = (markdown: string) => markdownToDoc(parseMarkdown(markdown), (url) => url);

describe('live views of the project in Markdown', () => {
  it('are written as placeholders and read back as the same blocks; typed placeholders stay text', async () => {
    expect(docContent.safeParse(VIEWS).success).toBe(true);
    const markdown = await expectMarkdownRoundTrip(await ydocOf(VIEWS), 'Status');
    expect(markdown).toContain('\n\n[[view:logs limit=12]]\n\n[[view:links]]\n\n');
    expect(markdown).toContain('\n\n[[view:planning from=2026-12-01 to=2026-12-31]]\n\n');
    expect(markdown).toContain('\n\n[[view:planning]]\n\n');
    expect(markdown).toContain('\\[\\[view:logs limit=5\\]\\] typed as text');
  });

  it('reads a placeholder with defaults, and leaves unknown or out-of-range ones as text', () => {
    expect(imported('[[view:logs]]\n\n[[view:planning to=2027-01-31]]')?.content).toEqual([
      view({ view: 'logs', limit: 5, from: null, to: null }),
      view({ view: 'planning', limit: 5, from: null, to: '2027-01-31' }),
    ]);
    for (const text of [
      '[[view:calendar]]',
      '[[view:logs limit=21]]',
      '[[view:logs limit=0]]',
      '[[view:logs size=3]]',
      '[[view:planning from=2026-12-31 to=2026-12-01]]',
      '[[view:planning from=2026-02-30]]',
      'See [[view:links]]',
    ]) {
      expect(imported(text)?.content, text).toEqual([paragraph(text)]);
    }
  });

  it('show their placeholder in the HTML export, and add no words to what search reads', async () => {
    const ydoc = await ydocOf(VIEWS);
    expect(exportHtml(ydoc, 'Status')).toContain(
      '<p class="project-view">[[view:planning from=2026-12-01 to=2026-12-31]]</p>',
    );
    expect(plainText(ydoc)).not.toContain('Latest logs');
    expect(plainText(ydoc)).toContain('What happened lately:');
  });
});
