import type { DocImportReport, FullTextSearchResults } from '@hangar/contracts';
import { EMBED_SITES_MESSAGE } from '@hangar/domain';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A doc of every technical block (issue 39), and text with dollars that is not math. */
const TECHNICAL_DOC = {
  type: 'doc',
  content: [
    {
      type: 'codeBlock',
      attrs: { language: 'ts' },
      content: [{ type: 'text', text: 'const thrust = burnRate * 9.81;' }],
    },
    {
      type: 'codeBlock',
      attrs: { language: 'mermaid' },
      content: [{ type: 'text', text: 'graph TD\n  Fuel --> Ignition' }],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Escape speed ' },
        { type: 'inlineMath', attrs: { latex: 'v_e = \\sqrt{2GM/r}' } },
        { type: 'text', text: ' costs $5 and $6, not $x$.' },
      ],
    },
    { type: 'blockMath', attrs: { latex: '\\Delta v = I_{sp} g_0 \\ln\\frac{m_0}{m_f}' } },
    { type: 'embed', attrs: { url: YOUTUBE, provider: 'youtube' } },
  ],
};

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    groups: { main: { right: 'VIEW' } },
    projects: { project: { right: 'VIEW' } },
  });
  const { people } = world;
  const base = `/projects/${world.projects.project.id}/docs`;
  const headers = {
    authorization: `Bearer ${people.owner.token}`,
    ...world.as(people.owner, 'blocks-tab-01').headers,
  };
  const create = (name: string, content: unknown) =>
    server.api<{ id: number; detail?: string }>('POST', base, {
      ...world.as(people.owner),
      body: { name, content },
    });
  const exportAs = async (docId: number, format: 'markdown' | 'html') => {
    const response = await server.fetch(`/api${base}/${docId}/export?format=${format}`, {
      headers,
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  const importFile = async (markdown: string, filename: string) => {
    const form = new FormData();
    form.append('file', new Blob([strToU8(markdown)]), filename);
    const response = await server.fetch(`/api${base}/import`, {
      method: 'POST',
      body: form,
      headers,
    });
    return { status: response.status, body: (await response.json()) as DocImportReport };
  };
  const content = async (docId: number) => {
    const doc = await server.api<{ content_state: string }>(
      'GET',
      `${base}/${docId}`,
      world.as(people.owner),
    );
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, Buffer.from(doc.body.content_state, 'base64'));
    return yXmlFragmentToProsemirrorJSON(ydoc.getXmlFragment(EDITOR_FIELD));
  };
  const search = async (query: string) => {
    const answer = await server.api<FullTextSearchResults>(
      'GET',
      `/search/full-text?q=${encodeURIComponent(query)}`,
      world.as(people.owner),
    );
    expect(answer.status).toBe(200);
    return answer.body.results.map((result) => result.title);
  };
  return { create, exportAs, importFile, content, search };
}

describe('code, diagrams, math and embeds in a doc', () => {
  it('export to Markdown and import back as the same doc', async () => {
    const { create, exportAs, importFile, content } = await setting();
    const created = await create('Ascent maths', TECHNICAL_DOC);
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const markdown = await exportAs(created.body.id, 'markdown');
    expect(markdown).toContain('```ts\nconst thrust = burnRate * 9.81;\n```');
    expect(markdown).toContain('```mermaid\ngraph TD\n  Fuel --> Ignition\n```');
    expect(markdown).toContain(
      'Escape speed $v_e = \\sqrt{2GM/r}$ costs \\$5 and \\$6, not \\$x\\$.',
    );
    expect(markdown).toContain('$$\n\\Delta v = I_{sp} g_0 \\ln\\frac{m_0}{m_f}\n$$');
    expect(markdown).toContain(`[embed](${YOUTUBE})`);

    const imported = await importFile(markdown, 'Ascent maths.md');
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const copyId = imported.body.docs[0]!.id;
    expect(await content(copyId)).toEqual(await content(created.body.id));
    expect(await exportAs(copyId, 'markdown')).toBe(markdown);
  });

  it('export to HTML with the LaTeX in math elements and the embed as its link', async () => {
    const { create, exportAs } = await setting();
    const created = await create('Ascent maths', TECHNICAL_DOC);
    const html = await exportAs(created.body.id, 'html');
    expect(html).toContain('<span class="math">v_e = \\sqrt{2GM/r}</span>');
    expect(html).toContain('<div class="math">\\Delta v = I_{sp} g_0 \\ln\\frac{m_0}{m_f}</div>');
    expect(html).toContain('<pre><code class="language-ts">const thrust');
    expect(html).toContain(`<a href="${YOUTUBE}">`);
    expect(html).not.toContain('<iframe');
  });

  it("are found by search: a formula's source and a code block's text", async () => {
    const { create, search } = await setting();
    await create('Ascent maths', TECHNICAL_DOC);
    expect(await search('sqrt')).toEqual(['Ascent maths']);
    expect(await search('burnRate')).toEqual(['Ascent maths']);
    expect(await search('Ignition')).toEqual(['Ascent maths']);
  });

  it('refuse an embed of a site Hangar does not embed, with the sites it does', async () => {
    const { create } = await setting();
    const foreign = {
      type: 'doc',
      content: [
        { type: 'embed', attrs: { url: 'https://evil.example.com/watch', provider: 'youtube' } },
      ],
    };
    const refused = await create('Elsewhere', foreign);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(EMBED_SITES_MESSAGE);
  });
});
