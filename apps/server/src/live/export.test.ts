import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { exportHtml, exportMarkdown } from './export';
import { EDITOR_FIELD } from './plain-text';

function element(
  name: string,
  attributes: Record<string, unknown>,
  content: (Y.XmlElement | Y.XmlText)[],
) {
  const node = new Y.XmlElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value as string);
  node.insert(0, content);
  return node;
}

function text(value: string, marks: Record<string, unknown> = {}) {
  const node = new Y.XmlText();
  node.insert(0, value, marks);
  return node;
}

function sampleDoc(): Y.Doc {
  const ydoc = new Y.Doc();
  ydoc
    .getXmlFragment(EDITOR_FIELD)
    .insert(0, [
      element('heading', { level: 2 }, [text('Plan')]),
      element('paragraph', {}, [
        text('Read the '),
        text('spec', { link: { href: 'https://example.com/spec' }, bold: true }),
        text(' <now>'),
      ]),
      element('bulletList', {}, [
        element('listItem', {}, [element('paragraph', {}, [text('One')])]),
      ]),
      element('taskList', {}, [
        element('taskItem', { checked: true }, [element('paragraph', {}, [text('Done')])]),
      ]),
      element('paragraph', {}, [text('Bad link', { link: { href: 'javascript:alert(1)' } })]),
    ]);
  return ydoc;
}

describe('doc export', () => {
  it('writes HTML with the editor nodes, escaped, and no unsafe links', () => {
    const html = exportHtml(sampleDoc(), 'Launch <plan>');
    expect(html).toContain('<title>Launch &lt;plan&gt;</title>');
    expect(html).toContain('<h2>Plan</h2>');
    expect(html).toContain(
      '<p>Read the <a href="https://example.com/spec"><strong>spec</strong></a> &lt;now&gt;</p>',
    );
    expect(html).toContain('<ul><li><p>One</p></li></ul>');
    expect(html).toContain('<input type="checkbox" disabled checked>');
    expect(html).not.toContain('javascript:');
  });

  it('writes Markdown', () => {
    const markdown = exportMarkdown(sampleDoc(), 'Launch plan');
    expect(markdown).toBe(
      '# Launch plan\n\n## Plan\n\nRead the [**spec**](https://example.com/spec) \\<now\\>\n\n- One\n\n- [x] Done\n\nBad link\n',
    );
  });

  it('writes Markdown that renders no HTML and no unsafe image, like the HTML export', () => {
    const ydoc = new Y.Doc();
    ydoc
      .getXmlFragment(EDITOR_FIELD)
      .insert(0, [
        element('paragraph', {}, [text('<script>alert(1)</script> & <b>bold</b>')]),
        element('image', { src: 'javascript:alert(1)', alt: 'x' }, []),
        element('image', { src: 'https://example.com/a (1).png', alt: '<b>' }, []),
        element('paragraph', {}, [text('a` <img src=x onerror=alert(1)> `b', { code: true })]),
        element('paragraph', {}, [text('here', { link: { href: 'https://a.example/)<b>' } })]),
        element('codeBlock', {}, [text('```\n<script>alert(1)</script>')]),
      ]);
    const markdown = exportMarkdown(ydoc, '<i>Title</i>');
    expect(markdown).toBe(
      [
        '# \\<i\\>Title\\</i\\>',
        '\\<script\\>alert(1)\\</script\\> \\& \\<b\\>bold\\</b\\>',
        '',
        '![\\<b\\>](https://example.com/a%20%281%29.png)',
        '``a` <img src=x onerror=alert(1)> `b``',
        '[here](https://a.example/%29%3Cb%3E)',
        '````\n```\n<script>alert(1)</script>\n````',
      ].join('\n\n') + '\n',
    );
    expect(markdown).not.toContain('javascript:');
    const html = exportHtml(ydoc, 'Title');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script>');
  });
});

describe('mentions in an export', () => {
  it('read "@Name", escaped in HTML', () => {
    const ydoc = new Y.Doc();
    ydoc
      .getXmlFragment(EDITOR_FIELD)
      .insert(0, [
        element('paragraph', {}, [
          text('Ask '),
          element('mention', { id: '12', label: 'Grace <Hopper>' }, []),
        ]),
      ]);
    expect(exportMarkdown(ydoc, 'Doc')).not.toContain('<Hopper>');
    expect(exportMarkdown(ydoc, 'Doc')).toMatch(
      /Ask @Grace \\?<Hopper\\?>|Ask @Grace &lt;Hopper&gt;/,
    );
    expect(exportHtml(ydoc, 'Doc')).toContain(
      'Ask <span class="mention">@Grace &lt;Hopper&gt;</span>',
    );
  });
});
