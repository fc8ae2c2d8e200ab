import type { DocImportReport } from '@hangar/contracts';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(async () => {
  await server.close();
});

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { project: { right: 'VIEW' } },
  });
  const owner = world.people.owner;
  const base = `/projects/${world.projects.project.id}/docs`;
  const headers = {
    authorization: `Bearer ${owner.token}`,
    ...world.as(owner, 'colors-01').headers,
  };
  const create = (content: unknown) =>
    server.api<{ id: number; detail?: unknown }>('POST', base, {
      ...world.as(owner),
      body: { name: 'Colours', content },
    });
  const exported = async (docId: number, format: 'markdown' | 'html') => {
    const response = await server.fetch(`/api${base}/${docId}/export?format=${format}`, {
      headers,
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  const importMarkdown = async (markdown: string) => {
    const form = new FormData();
    form.append('file', new Blob([strToU8(markdown)]), 'Colours.md');
    const response = await server.fetch(`/api${base}/import`, {
      method: 'POST',
      body: form,
      headers,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as DocImportReport).docs[0]!.id;
  };
  const content = async (docId: number) => {
    const { body } = await server.api<{ content_state: string }>(
      'GET',
      `${base}/${docId}`,
      world.as(owner),
    );
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, Buffer.from(body.content_state, 'base64'));
    return yXmlFragmentToProsemirrorJSON(ydoc.getXmlFragment(EDITOR_FIELD));
  };
  return { create, exported, importMarkdown, content };
}

const paragraph = (...content: unknown[]) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content }],
});
const highlighted = (text: string, color = 'yellow') => ({
  type: 'text',
  text,
  marks: [{ type: 'highlight', attrs: { color } }],
});
const colored = (text: string, color: string) => ({
  type: 'text',
  text,
  marks: [{ type: 'textStyle', attrs: { color } }],
});

describe('text colours and highlights', () => {
  it('exports a highlight as ==text== and imports it back; colours go to HTML only', async () => {
    const { create, exported, importMarkdown, content } = await setting();
    const created = await create(
      paragraph(
        { type: 'text', text: 'Launch ' },
        highlighted('today', 'yellow'),
        { type: 'text', text: ', a == b, ' },
        colored('late', 'red'),
        { type: 'text', text: ' ' },
        highlighted('green', 'green'),
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const markdown = await exported(created.body.id, 'markdown');
    expect(markdown).toContain('Launch ==today==, a \\=\\= b, late ==green==');
    const html = await exported(created.body.id, 'html');
    expect(html).toContain('<mark style="background-color: #fcf0b4">today</mark>');
    expect(html).toContain('<span style="color: #d44c47">late</span>');
    expect(html).toContain('<mark style="background-color: #dbeddb">green</mark>');

    const copyId = await importMarkdown(markdown);
    expect(await exported(copyId, 'markdown')).toBe(markdown);
    // The text colour has no Markdown; a highlight comes back yellow.
    expect(await content(copyId)).toEqual(
      paragraph(
        { type: 'text', text: 'Launch ' },
        highlighted('today'),
        { type: 'text', text: ', a == b, late ' },
        highlighted('green'),
      ),
    );
  });

  it('keeps colours of the palette and refuses any other with a 422', async () => {
    const { create, content } = await setting();
    const kept = await create(paragraph(colored('blue', 'blue'), highlighted('pink', 'purple')));
    expect(kept.status).toBe(201);
    expect(await content(kept.body.id)).toEqual(
      paragraph(colored('blue', 'blue'), highlighted('pink', 'purple')),
    );

    for (const mark of [
      { type: 'textStyle', attrs: { color: '#ff0000' } },
      { type: 'textStyle', attrs: { color: 'hotpink' } },
      { type: 'textStyle', attrs: { color: 'red', fontSize: '40px' } },
      { type: 'highlight', attrs: { color: 'url(javascript:alert(1))' } },
    ]) {
      const refused = await create(paragraph({ type: 'text', text: 'x', marks: [mark] }));
      expect(refused.status, JSON.stringify(mark)).toBe(422);
      expect(JSON.stringify(refused.body.detail)).toContain('content');
    }
  });
});
