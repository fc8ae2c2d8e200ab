import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { DocImportReport, DocNode } from '@hangar/contracts';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { zipSync } from 'fflate';
import { expect } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../live/plain-text';
import type { TestEnvironment } from './harness';
import { ONE_PIXEL_PNG } from './images';
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

/** The folder of Notion's sample export, named by its id as Notion names it. */
export const NOTION_EXPORT = 'Export-2f9d1c4e-7a3b-4e58-9c61-0b8d2a7f5e13';
const NOTION_ROADMAP = `${NOTION_EXPORT}/Product Handbook 1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6/Roadmap 2b3c4d5e6f7048a9b0c1d2e3f4a5b6c7`;

/** Notion's sample export as a zip, with the image its Roadmap page shows. */
export const notionSampleZip = () =>
  sampleExportZip('notion', { [`${NOTION_ROADMAP}/diagram.png`]: ONE_PIXEL_PNG });

/** The tree Notion's sample export makes, as `treeLines` writes it (the e2e test reads it too). */
export const NOTION_SAMPLE_TREE = JSON.parse(
  readFileSync(join(FIXTURES, 'notion-tree.json'), 'utf8'),
) as string[];

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

/** The nodes of a content of one type. */
export const ofType = (content: JsonNode, type: string) =>
  nodesOf(content).filter((node) => node.type === type);

/** The page links of a content, as the doc each leads to and the title it shows. */
export const pageLinks = (content: JsonNode) =>
  ofType(content, 'pageLink').map((node) => ({
    docId: Number(node.attrs?.docId),
    title: node.attrs?.title,
  }));

/** A content's text as a reader sees it, page links by the title they show. */
export const textOf = (node: JsonNode) =>
  nodesOf(node)
    .map((child) => child.text ?? (child.type === 'pageLink' ? String(child.attrs?.title) : ''))
    .join('');

/** A table's cells' texts, row by row. */
export const tableRows = (content: JsonNode) =>
  ofType(content, 'tableRow').map((row) => (row.content ?? []).map(textOf));

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

/** The doc an import made from `source` (a path in the zip), or an error naming those it made. */
function docIdOf(report: DocImportReport, source: string): number {
  const doc = report.docs.find((made) => made.source === source);
  if (!doc)
    throw new Error(`no doc from ${source}: ${report.docs.map((d) => d.source).join(', ')}`);
  return doc.id;
}

/** `zip` imported by the owner of a new workspace's project, with the ids of the docs it made. */
export async function importedZip(server: TestEnvironment, zip: Uint8Array, filename?: string) {
  const setting = await importSetting(server);
  const report = await setting.importZip(zip, filename);
  /** The doc made from `source`, a path in the zip. */
  const idOf = (source: string) => docIdOf(report, source);
  /** The doc named `name`. */
  const idNamed = (name: string) => report.docs.find((doc) => doc.name === name)!.id;
  return { ...setting, report, idOf, idNamed };
}
