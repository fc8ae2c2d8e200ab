import { routes, type DocBacklink, type DocImportReport } from '@hangar/contracts';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';
import { useTestEnvironment } from '../../test/harness';
import { buildOwnerAndViewer } from '../../test/world';

const server = useTestEnvironment();

interface JsonNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: JsonNode[];
}

async function setting() {
  const world = await buildOwnerAndViewer(server);
  const { workspace, people } = world;
  const project = world.projects.project;
  const base = `/projects/${project.id}/docs`;
  const importZip = async (files: Record<string, string>) => {
    const form = new FormData();
    const entries = Object.fromEntries(
      Object.entries(files).map(([path, text]) => [path, strToU8(text)]),
    );
    form.append('file', new Blob([zipSync(entries, { level: 1 })]), 'notes.zip');
    const response = await server.fetch(`/api${base}/import`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${people.owner.token}`, ...world.as(people.owner).headers },
    });
    const body = (await response.json()) as DocImportReport;
    expect(response.status, JSON.stringify(body)).toBe(201);
    return Object.fromEntries(body.docs.map((doc) => [doc.source, doc.id]));
  };
  const content = async (docId: number): Promise<JsonNode> => {
    const { body } = await server.api<{ content_state: string }>(
      'GET',
      `${base}/${docId}`,
      world.as(people.owner),
    );
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, Buffer.from(body.content_state, 'base64'));
    return yXmlFragmentToProsemirrorJSON(ydoc.getXmlFragment(EDITOR_FIELD)) as JsonNode;
  };
  const backlinks = async (docId: number) =>
    (
      await server.api<DocBacklink[]>('GET', `${base}/${docId}/backlinks`, world.as(people.owner))
    ).body.map((link) => link.id);
  const exportMarkdown = async (docId: number) => {
    const response = await server.fetch(`/api${base}/${docId}/export?format=markdown`, {
      headers: { authorization: `Bearer ${people.owner.token}`, ...world.as(people.owner).headers },
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  const address = (docId: number) => routes.doc(workspace.id, project.id, docId);
  return { importZip, content, backlinks, exportMarkdown, address };
}

function nodesOf(node: JsonNode): JsonNode[] {
  return [node, ...(node.content ?? []).flatMap(nodesOf)];
}

/** The page links of a content, as the doc each leads to and the title it shows. */
const pageLinks = (content: JsonNode) =>
  nodesOf(content)
    .filter((node) => node.type === 'pageLink')
    .map((node) => ({ docId: Number(node.attrs?.docId), title: node.attrs?.title }));

/** The texts of a content with the address of their link, if any. */
const texts = (content: JsonNode) =>
  nodesOf(content)
    .filter((node) => node.type === 'text')
    .map((node) => ({
      text: node.text,
      href: node.marks?.find((mark) => mark.type === 'link')?.attrs?.href ?? null,
    }));

describe('links between the files of an imported zip', () => {
  it('become page links to their new docs; other links stay as they were', async () => {
    const { importZip, content, backlinks, exportMarkdown, address } = await setting();
    const ids = await importZip({
      'Guides/Start.md': [
        '# Start',
        '',
        'Read [the runbook](../Runbooks/Abort%20plan.md#steps), the [runbooks](../Runbooks/)',
        'and [their index](../runbooks/readme.md).',
        '',
        'Not here: [gone](../Runbooks/Gone.md). Help: [the site](https://example.com/help).',
        '',
      ].join('\n'),
      'Runbooks/README.md': '# Runbooks\n\nEvery runbook.\n',
      'Runbooks/Abort plan.md':
        '# Abort plan\n\n## Steps\n\nBack to [start](../Guides/Start.md).\n',
    });
    const start = ids['Guides/Start.md']!;
    const runbooks = ids['Runbooks/']!;
    const abort = ids['Runbooks/Abort plan.md']!;

    const startContent = await content(start);
    expect(pageLinks(startContent)).toEqual([
      { docId: abort, title: 'the runbook' },
      { docId: runbooks, title: 'runbooks' },
      { docId: runbooks, title: 'their index' },
    ]);
    const unlinked = texts(startContent).filter((text) => text.href === null);
    expect(unlinked.map((text) => text.text).join('')).toContain('Not here: gone. Help: ');
    expect(texts(startContent)).toContainEqual({
      text: 'the site',
      href: 'https://example.com/help',
    });
    expect(pageLinks(await content(abort))).toEqual([{ docId: start, title: 'start' }]);
    expect(await exportMarkdown(start)).toContain(`[the runbook](${address(abort)})`);

    expect(await backlinks(abort)).toEqual([start]);
    expect(await backlinks(runbooks)).toEqual([start]);
    expect(await backlinks(start)).toEqual([abort]);
  });

  it('reads Obsidian links to a file by its name, with or without a label', async () => {
    const { importZip, content } = await setting();
    const ids = await importZip({
      'A/Notes.md': 'See [[abort plan]], [[Abort plan#Steps|the steps]] and [[Nowhere]].\n',
      'B/Abort plan.md': 'Steps.\n',
      'C/Abort plan.md': 'Another one.\n',
    });
    const notes = await content(ids['A/Notes.md']!);
    const target = ids['B/Abort plan.md']!;
    expect(pageLinks(notes)).toEqual([
      { docId: target, title: 'abort plan' },
      { docId: target, title: 'the steps' },
    ]);
    expect(texts(notes).map((text) => text.text)).toContain(' and [[Nowhere]].');
  });
});
