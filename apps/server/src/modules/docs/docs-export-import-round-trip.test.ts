import { createHash } from 'node:crypto';
import type { DocImportReport, DocNode } from '@hangar/contracts';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';
import { useTestEnvironment } from '../../test/harness';
import { uploadPng } from '../../test/images';
import { treeLines, type JsonNode } from '../../test/import-fixtures';
import { EVERY_NODE_AND_MARK } from '../../test/markdown-samples';
import { attachedFile, SAMPLE_PDF } from '../../test/project-files';
import { EVERY_STRUCTURAL_BLOCK } from '../../test/structure-samples';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const text = (words: string, ...marks: { type: string; attrs?: object }[]) =>
  marks.length ? { type: 'text', text: words, marks } : { type: 'text', text: words };
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const image = (src: string, alt: string | null = null, title: string | null = null) => ({
  type: 'image',
  attrs: { src, alt, title },
});
const pageLink = (projectId: number, docId: number, title: string) => ({
  type: 'pageLink',
  attrs: { docId: String(docId), projectId: String(projectId), title },
});

/**
 * What a doc loses through Markdown, by design (docs/docs.md "Export"): a mention becomes the
 * text `@Name` (Markdown has no people, and a person of this workspace means nothing elsewhere);
 * text colours have no Markdown (the export writes none); a highlight is `==text==`, which reads
 * back yellow. Everything else of every block kind comes back.
 */
function throughMarkdown(node: JsonNode): JsonNode {
  if (node.type === 'mention') return { type: 'text', text: `@${String(node.attrs?.label)}` };
  const copy: JsonNode = { ...node };
  if (node.marks) {
    const marks = node.marks
      .filter((mark) => mark.type !== 'textStyle')
      .map((mark) => (mark.type === 'highlight' ? { ...mark, attrs: { color: 'yellow' } } : mark));
    if (marks.length) copy.marks = marks;
    else delete copy.marks;
  }
  if (node.content) {
    // Texts that now carry the same marks are one text, as the import makes them.
    copy.content = node.content.map(throughMarkdown).reduce<JsonNode[]>((merged, child) => {
      const last = merged.at(-1);
      const sameMarks = JSON.stringify(last?.marks) === JSON.stringify(child.marks);
      if (last?.type === 'text' && child.type === 'text' && sameMarks) {
        merged[merged.length - 1] = { ...last, text: `${last.text}${child.text}` };
      } else merged.push(child);
      return merged;
    }, []);
  }
  return copy;
}

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { source: { name: 'Mission' }, copy: {}, other: {} },
  });
  const { people, projects } = world;
  const owner = world.callAs('owner');
  const headers = { authorization: `Bearer ${people.owner.token}`, ...world.as('owner').headers };
  const attach = (projectId: number, name: string) =>
    attachedFile(server, projectId, { bytes: SAMPLE_PDF, name }, headers);
  const create = async (projectId: number, name: string, blocks: object[], parent = '') => {
    const created = await owner<{ id: number; path: string }>(
      'POST',
      `/projects/${projectId}/docs`,
      { name, parent_path: parent, content: { type: 'doc', content: blocks } },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };
  const tree = async (projectId: number) =>
    (await owner<DocNode[]>('GET', `/projects/${projectId}/docs`)).body;
  const contentOf = async (projectId: number, docId: number): Promise<JsonNode> => {
    const { body } = await owner<{ content_state: string }>(
      'GET',
      `/projects/${projectId}/docs/${docId}`,
    );
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, Buffer.from(body.content_state, 'base64'));
    return yXmlFragmentToProsemirrorJSON(ydoc.getXmlFragment(EDITOR_FIELD)) as JsonNode;
  };
  /** The bytes behind an address of the app, as a reader gets them. */
  const fingerprint = async (address: string) => {
    const response = await server.fetch(address, {
      headers,
    });
    if (response.status !== 200) return `answered ${response.status}`;
    const bytes = Buffer.from(await response.arrayBuffer());
    return `bytes ${createHash('sha256').update(bytes).digest('hex')}`;
  };
  return { world, projects, people, headers, attach, create, tree, contentOf, fingerprint };
}

type Setting = Awaited<ReturnType<typeof setting>>;

/**
 * Each doc of a project by its place in the tree (`Handbook > Structure`), its content as a
 * reader sees it: page links to docs of the project name their places, images and attachments
 * of the app the bytes behind them; and the addresses of those images and attachments.
 */
async function docsByPlace({ tree, contentOf, fingerprint }: Setting, projectId: number) {
  const placed: { place: string; id: number }[] = [];
  const visit = (nodes: DocNode[], prefix: string) => {
    for (const node of nodes) {
      placed.push({ place: `${prefix}${node.name}`, id: node.item_id });
      visit(node.children, `${prefix}${node.name} > `);
    }
  };
  visit(await tree(projectId), '');
  const placeOf = new Map(placed.map(({ place, id }) => [`${projectId}/${id}`, place]));
  const addresses: string[] = [];
  const readable = async (node: JsonNode): Promise<JsonNode> => {
    const attrs = node.attrs && { ...node.attrs };
    if (attrs && node.type === 'image' && String(attrs.src).startsWith('/')) {
      addresses.push(String(attrs.src));
      attrs.src = await fingerprint(String(attrs.src));
    }
    if (attrs && node.type === 'attachment') {
      addresses.push(String(attrs.url));
      attrs.url = await fingerprint(String(attrs.url));
    }
    const place = attrs && placeOf.get(`${String(attrs.projectId)}/${String(attrs.docId)}`);
    if (attrs && node.type === 'pageLink' && place) {
      Object.assign(attrs, { docId: place, projectId: 'the exported project' });
    }
    const content = node.content && (await Promise.all(node.content.map(readable)));
    return { ...node, ...(attrs && { attrs }), ...(content && { content }) };
  };
  const docs = new Map<string, JsonNode>();
  for (const { place, id } of placed)
    docs.set(place, await readable(await contentOf(projectId, id)));
  return { docs, addresses };
}

describe('a project exported as a zip and imported into another', () => {
  it('gives the same tree, in the same order, and the same docs with every block kind', async () => {
    const context = await setting();
    const { projects, people, headers, attach, create, tree } = context;
    const png = await uploadPng(server, people.owner.token);
    const budget = await attach(projects.other.id, 'Budget.pdf');
    const elsewhere = await create(projects.other.id, 'Elsewhere', [paragraph(text('Away'))]);
    const handbook = await create(projects.source.id, 'Handbook', [
      ...(EVERY_NODE_AND_MARK.content ?? []),
      image(`/media/${png}`, 'Logo'),
      await attach(projects.source.id, 'Launch plan.pdf'),
    ]);
    const appendix = await create(projects.source.id, 'Appendix', [
      paragraph(text('Back to '), pageLink(projects.source.id, handbook.id, 'the handbook')),
    ]);
    const structure = await create(
      projects.source.id,
      'Structure',
      EVERY_STRUCTURAL_BLOCK.content ?? [],
      handbook.path,
    );
    await create(
      projects.source.id,
      'Technical',
      [
        { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const g = 9.81;')] },
        {
          type: 'codeBlock',
          attrs: { language: 'mermaid' },
          content: [text('graph TD\n  A --> B')],
        },
        paragraph(text('Speed '), { type: 'inlineMath', attrs: { latex: 'v = \\sqrt{2gh}' } }),
        { type: 'blockMath', attrs: { latex: '\\Delta v = I_{sp} g_0' } },
        { type: 'embed', attrs: { url: YOUTUBE, provider: 'youtube' } },
        { type: 'projectView', attrs: { view: 'logs', limit: 8, from: null, to: null } },
        // Views of links and planning get the editor's default limit, as the slash menu makes them.
        { type: 'projectView', attrs: { view: 'links', from: null, to: null } },
        { type: 'projectView', attrs: { view: 'planning', from: '2026-12-01', to: '2026-12-31' } },
        paragraph(
          text('See '),
          pageLink(projects.source.id, handbook.id, 'the handbook'),
          text(', '),
          pageLink(projects.source.id, appendix.id, 'Appendix'),
          text(' and '),
          pageLink(projects.other.id, elsewhere.id, 'another project'),
        ),
        {
          type: 'callout',
          attrs: { kind: 'info', emoji: null },
          content: [image(`/media/${png}`, 'Logo again')],
        },
        {
          type: 'columns',
          content: [
            { type: 'column', content: [await attach(projects.source.id, 'Launch plan.pdf')] },
            // A file of another project, pasted: its own project says who reads it.
            { type: 'column', content: [budget] },
          ],
        },
      ],
      structure.path,
    );
    await create(
      projects.source.id,
      'Approximations',
      [
        paragraph(
          text('Ask '),
          { type: 'mention', attrs: { id: String(people.owner.user.id), label: 'Olive Owner' } },
          text(' about '),
          text('underlined C++ and a+', { type: 'underline' }),
          text(', '),
          text('red', { type: 'textStyle', attrs: { color: 'red' } }),
          text(', '),
          text('yellow', { type: 'highlight', attrs: { color: 'yellow' } }),
          text(' and '),
          text('green', { type: 'highlight', attrs: { color: 'green' } }),
        ),
        image(`/media/${png}`, 'Titled', 'A "quoted" title \\ with a backslash'),
      ],
      handbook.path,
    );

    const response = await server.fetch(`/api/projects/${projects.source.id}/docs/export.zip`, {
      headers,
    });
    expect(response.status).toBe(200);
    const zip = new Uint8Array(await response.arrayBuffer());
    // The first image and PDF of their names, and the second PDF of the same name.
    expect(Object.keys(unzipSync(zip)).filter((path) => path.startsWith('_files/'))).toEqual([
      `_files/${png}`,
      '_files/Launch plan.pdf',
      '_files/Launch plan (2).pdf',
    ]);

    const form = new FormData();
    form.append('file', new Blob([zip]), 'Mission.zip');
    const imported = await server.fetch(`/api/projects/${projects.copy.id}/docs/import`, {
      method: 'POST',
      body: form,
      headers,
    });
    const report = (await imported.json()) as DocImportReport;
    expect(imported.status, JSON.stringify(report)).toBe(201);
    expect(report.skipped).toEqual([]);

    const lines = treeLines(await tree(projects.copy.id));
    expect(lines).toEqual(treeLines(await tree(projects.source.id)));
    expect(lines).toEqual([
      'Handbook',
      '  Structure',
      '    Technical',
      '  Approximations',
      'Appendix',
    ]);
    const source = await docsByPlace(context, projects.source.id);
    const copy = await docsByPlace(context, projects.copy.id);
    expect([...copy.docs.keys()]).toEqual([...source.docs.keys()]);
    for (const [place, content] of source.docs) {
      expect(copy.docs.get(place), place).toEqual(throughMarkdown(content));
    }
    // The copy's images and files are its own (new uploads, its project's files), but for the
    // file of another project that was only linked to, and the sample's image no upload has.
    const ownFiles = `/api/projects/${projects.copy.id}/files/`;
    expect(copy.addresses.filter((address) => address.startsWith(ownFiles))).toHaveLength(2);
    for (const address of copy.addresses) {
      expect(address).not.toContain(png);
      if (address.startsWith('/api/') && address !== budget.attrs.url) {
        expect(address.startsWith(ownFiles), address).toBe(true);
      }
    }
  });
});
