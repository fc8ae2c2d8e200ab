import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { zipSync } from 'fflate';

/** Other tools' exports as files, kept for the server's tests (docs/docs.md "Import"). */
const SAMPLES = resolve(import.meta.dirname, '../apps/server/src/test/fixtures/imports');

/** A real 1 x 1 PNG: the server reads an image's size before it takes it. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const NOTION_ROADMAP =
  'Export-2f9d1c4e-7a3b-4e58-9c61-0b8d2a7f5e13/Product Handbook 1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6/' +
  'Roadmap 2b3c4d5e6f7048a9b0c1d2e3f4a5b6c7';

/**
 * Each sample as its tool names the zip, and the images its pages show: the samples keep no
 * binary images, so they are added here as one-pixel PNGs.
 */
const SAMPLES_BY_TOOL = {
  notion: {
    zipName: 'Export-2f9d1c4e-7a3b-4e58-9c61-0b8d2a7f5e13.zip',
    images: [`${NOTION_ROADMAP}/diagram.png`],
  },
  confluence: {
    zipName: 'Confluence-space-export-FOPS.html.zip',
    images: ['FOPS/attachments/65539/65601.png'],
  },
} as const;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The tree the Notion sample becomes, indented two spaces a level (the server's tests read it too). */
export const NOTION_SAMPLE_TREE: string[] = JSON.parse(
  readFileSync(join(SAMPLES, 'notion-tree.json'), 'utf8'),
) as string[];

/** The sample export of `tool` zipped as the tool zips it, as a file picker takes it. */
export function sampleExportFile(tool: keyof typeof SAMPLES_BY_TOOL) {
  const { zipName, images } = SAMPLES_BY_TOOL[tool];
  const folder = join(SAMPLES, tool);
  const files: Record<string, Uint8Array> = {};
  for (const path of filesUnder(folder)) {
    files[relative(folder, path).split(sep).join('/')] = readFileSync(path);
  }
  for (const image of images) files[image] = ONE_PIXEL_PNG;
  return { name: zipName, mimeType: 'application/zip', buffer: Buffer.from(zipSync(files)) };
}
