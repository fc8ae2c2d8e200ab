import type { DocImportReport, DocNode } from '@hangar/contracts';
import { strToU8, strFromU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();

/** The tree the source project gets, made by a Markdown import (3 levels, a page link each way). */
const SOURCE_FILES = {
  'Guide.md':
    '# Guide\n\nSee [the setup](Guide/Setup.md).\n\n| Step | Done |\n| --- | --- |\n| one | yes |\n',
  'Guide/Setup.md':
    '# Setup\n\n- [x] install\n- [ ] configure\n\n![logo](https://example.com/logo.png)\n',
  'Guide/Setup/Deep.md': '# Deep\n\nBack to [the guide](../../Guide.md).\n',
  'Slash.md': '# Inputs/Outputs\n\nText\n',
  'Same-1.md': '# Same\n\nFirst\n',
  'Same-2.md': '# Same\n\nSecond\n',
  'Gone.md': '# Gone\n\nTrash me\n',
};

const DOC_ADDRESS = /\/workspace\/\d+\/project\/(\d+)\/doc\/(\d+)/g;

interface Shape {
  name: string;
  children: Shape[];
}

const shapeOf = (nodes: DocNode[]): Shape[] =>
  nodes.map((node) => ({ name: node.name, children: shapeOf(node.children) }));

const flatten = (nodes: DocNode[], path = ''): { path: string; id: number }[] =>
  nodes.flatMap((node) => [
    { path: `${path}${node.name}`, id: node.item_id },
    ...flatten(node.children, `${path}${node.name} > `),
  ]);

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER', stranger: 'MEMBER' },
    projects: { source: { name: 'Field notes', privacy: 'PRIVATE' }, copy: {} },
  });
  const { source, copy } = world.projects;
  const headers = (person: 'owner' | 'stranger') => ({
    authorization: `Bearer ${world.people[person].token}`,
    ...world.as(person).headers,
  });
  const importZip = async (projectId: number, zip: Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([zip]), 'docs.zip');
    const response = await server.fetch(`/api/projects/${projectId}/docs/import`, {
      method: 'POST',
      body: form,
      headers: headers('owner'),
    });
    const body = (await response.json()) as DocImportReport;
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body;
  };
  const exportZip = (projectId: number, person: 'owner' | 'stranger' = 'owner', query = '') =>
    server.fetch(`/api/projects/${projectId}/docs/export.zip${query}`, {
      headers: headers(person),
    });
  const tree = async (projectId: number) =>
    (await server.api<DocNode[]>('GET', `/projects/${projectId}/docs`, world.as('owner'))).body;
  const markdownOf = async (projectId: number, docId: number) => {
    const response = await server.fetch(
      `/api/projects/${projectId}/docs/${docId}/export?format=markdown`,
      { headers: headers('owner') },
    );
    expect(response.status).toBe(200);
    return response.text();
  };
  /** Each doc's Markdown by its place in the tree, its page links written as their docs' places. */
  const markdownByPlace = async (projectId: number) => {
    const docs = flatten(await tree(projectId));
    const placeOf = new Map(docs.map((doc) => [String(doc.id), doc.path]));
    const texts: string[] = [];
    for (const doc of docs) {
      const markdown = await markdownOf(projectId, doc.id);
      const placed = markdown.replace(DOC_ADDRESS, (_address, project: string, id: string) =>
        project === String(projectId) ? `<${placeOf.get(id)}>` : '<elsewhere>',
      );
      texts.push(`${doc.path}\n${placed}`);
    }
    return texts.sort();
  };

  const imported = await importZip(
    source.id,
    zipSync(Object.fromEntries(Object.entries(SOURCE_FILES).map(([p, t]) => [p, strToU8(t)]))),
  );
  const gone = imported.docs.find((doc) => doc.source === 'Gone.md')!;
  const deleted = await server.api('DELETE', `/projects/${source.id}/docs/${gone.id}`, {
    ...world.as('owner'),
  });
  expect(deleted.status).toBe(200);
  return { source, copy, imported, importZip, exportZip, tree, markdownByPlace };
}

describe('exporting a project as a zip of Markdown', () => {
  it('lays the active tree out as the import reads it, and a re-import makes the same tree in the same order', async () => {
    const { source, copy, importZip, exportZip, tree, markdownByPlace } = await setting();

    const response = await exportZip(source.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="Field notes.zip"');
    const zip = new Uint8Array(await response.arrayBuffer());
    const files = unzipSync(zip);
    // The tree's order (the import's of Same-1.md, Same-2.md, Slash.md) is not the names': numbered.
    expect(Object.keys(files).sort()).toEqual([
      '1 Guide.md',
      '1 Guide/Setup.md',
      '1 Guide/Setup/Deep.md',
      '2 Same.md',
      '3 Same (2).md',
      '4 Inputs-Outputs.md',
    ]);
    expect(strFromU8(files['1 Guide.md']!)).toContain('[the setup](1%20Guide/Setup.md)');
    expect(strFromU8(files['1 Guide/Setup/Deep.md']!)).toContain('[the guide](../../1%20Guide.md)');

    await importZip(copy.id, zip);
    expect(shapeOf(await tree(copy.id))).toEqual(shapeOf(await tree(source.id)));
    const copied = await markdownByPlace(copy.id);
    expect(copied).toEqual(await markdownByPlace(source.id));
    expect(copied.join('\n')).toContain('[the setup](<Guide > Setup>)');
    expect(copied.join('\n')).toContain('- [x] install');
    expect(copied.join('\n')).toContain('| Step | Done |');
  });

  it('exports one subtree, and refuses a doc out of the tree', async () => {
    const { source, imported, exportZip } = await setting();
    const guide = imported.docs.find((doc) => doc.source === 'Guide/')!;
    const subtree = await exportZip(source.id, 'owner', `?root_doc_id=${guide.id}`);
    expect(subtree.status).toBe(200);
    const files = unzipSync(new Uint8Array(await subtree.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'Guide.md',
      'Guide/Setup.md',
      'Guide/Setup/Deep.md',
    ]);
    expect(strFromU8(files['Guide.md']!)).toContain('[the setup](Guide/Setup.md)');

    const gone = imported.docs.find((doc) => doc.source === 'Gone.md')!;
    const trashed = await exportZip(source.id, 'owner', `?root_doc_id=${gone.id}`);
    expect(trashed.status).toBe(404);
  });

  it('answers 404 to a member who cannot see the project', async () => {
    const { source, exportZip } = await setting();
    const response = await exportZip(source.id, 'stranger');
    expect(response.status).toBe(404);
  });
});
