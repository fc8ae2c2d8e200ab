import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { DocImportReport, DocNode } from '@hangar/contracts';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { zipSync } from 'fflate';
import { expect } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../live/plain-text';
import type { TestEnvironment } from './harness';
import { buildOwnerAndViewer } from './world';

/**
 * Imports of sample exports (docs/docs.md "Import from other tools"): the exports kept as files
 * under fixtures/imports/<tool>/, zipped as the tool zips them, imported through the API.
 */

export interface JsonNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: JsonNode[];
}

const FIXTURES = join(import.meta.dirname, 'fixtures', 'imports');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The sample export of `tool` as a zip, plus `extra` files (images made by the test...). */
export function sampleExportZip(tool: string, extra: Record<string, Uint8Array> = {}): Uint8Array {
  const folder = join(FIXTURES, tool);
  const files: Record<string, Uint8Array> = {};
  for (const path of filesUnder(folder)) {
    files[relative(folder, path).split(sep).join('/')] = readFileSync(path);
  }
  return zipSync({ ...files, ...extra }, { level: 1 });
}

/** A tree as its names, each child indented by two spaces more than its parent. */
export function treeLines(nodes: DocNode[], indent = ''): string[] {
  return nodes.flatMap((node) => [
    `${indent}${node.name}`,
    ...treeLines(node.children, `${indent}  `),
  ]);
}

/** Every node of a content, the content first. */
export function nodesOf(node: JsonNode): JsonNode[] {
  return [node, ...(node.content ?? []).flatMap(nodesOf)];
}

/** The owner of a new workspace's project, who imports zips into it and reads what they made. */
export async function importSetting(server: TestEnvironment) {
  const world = await buildOwnerAndViewer(server);
  const { people } = world;
  const project = world.projects.project;
  const base = `/projects/${project.id}/docs`;
  const owner = world.as(people.owner);

  const importZip = async (zip: Uint8Array, filename = 'export.zip') => {
    const form = new FormData();
    form.append('file', new Blob([zip]), filename);
    const response = await server.fetch(`/api${base}/import`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${people.owner.token}`, ...owner.headers },
    });
    const report = (await response.json()) as DocImportReport;
    expect(response.status, JSON.stringify(report)).toBe(201);
    return report;
  };
  const content = async (docId: number): Promise<JsonNode> => {
    const { body } = await server.api<{ content_state: string }>('GET', `${base}/${docId}`, owner);
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, Buffer.from(body.content_state, 'base64'));
    return yXmlFragmentToProsemirrorJSON(ydoc.getXmlFragment(EDITOR_FIELD)) as JsonNode;
  };
  /** The project's tree as names, children indented by two spaces a level. */
  const tree = async (): Promise<string[]> => {
    const { body } = await server.api<DocNode[]>('GET', base, owner);
    return treeLines(body);
  };
  return { world, project, owner, importZip, content, tree };
}
