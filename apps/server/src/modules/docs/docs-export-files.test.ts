import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { ONE_PIXEL_PNG, uploadPng } from '../../test/images';
import { attachedFile, SAMPLE_PDF as PDF } from '../../test/project-files';
import { buildWorld } from '../../test/world';
import { pickExportFiles } from './docs-export-files-plan';

const server = useTestEnvironment();

const OTHER_PDF = Buffer.from('%PDF-1.4\n2 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const NOTES = Buffer.from('# Notes\n\nNot a page of the export.\n');
/** An image address of the form of an upload's that no upload has. */
const UNKNOWN_IMAGE = `/media/${'f'.repeat(32)}.png`;

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { source: { name: 'Field notes' }, other: {} },
  });
  const { people, projects } = world;
  const owner = world.callAs('owner');
  const headers = { authorization: `Bearer ${people.owner.token}`, ...world.as('owner').headers };
  const attach = (projectId: number, bytes: Buffer, name: string) =>
    attachedFile(server, projectId, { bytes, name }, headers);
  const create = async (name: string, content: unknown[], parentPath = '') => {
    const created = await owner<{ id: number; path: string }>(
      'POST',
      `/projects/${projects.source.id}/docs`,
      { name, parent_path: parentPath, content: { type: 'doc', content } },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };
  const exportZip = async () => {
    const response = await server.fetch(`/api/projects/${projects.source.id}/docs/export.zip`, {
      headers,
    });
    expect(response.status).toBe(200);
    return unzipSync(new Uint8Array(await response.arrayBuffer()));
  };
  return { projects, token: people.owner.token, attach, create, exportZip };
}

describe('the files of a zip export', () => {
  it('carries the images and files the docs show in _files/, linked relatively', async () => {
    const { projects, token, attach, create, exportZip } = await setting();
    const png = await uploadPng(server, token);
    const report = await attach(projects.source.id, PDF, 'Q3 report.pdf');
    const sameName = await attach(projects.source.id, OTHER_PDF, 'Q3 report.pdf');
    const notes = await attach(projects.source.id, NOTES, 'notes.md');
    const elsewhere = await attach(projects.other.id, PDF, 'elsewhere.pdf');
    const image = (src: string, alt: string | null = null) => ({
      type: 'image',
      attrs: { src, alt, title: null },
    });
    const code = `![chart](/media/${png})`;
    const photos = await create('Photos', [
      image(`/media/${png}`, 'A chart'),
      report,
      sameName,
      notes,
      elsewhere,
      image(UNKNOWN_IMAGE),
      { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: code }] },
    ]);
    await create('Nested', [image(`/media/${png}`), report], photos.path);

    const files = await exportZip();
    expect(Object.keys(files).sort()).toEqual(
      [
        'Photos.md',
        'Photos/Nested.md',
        `_files/${png}`,
        '_files/Q3 report (2).pdf',
        '_files/Q3 report.pdf',
        // A Markdown file would be read as a page by an import; its link keeps its name.
        '_files/notes.md.txt',
      ].sort(),
    );
    expect(Buffer.from(files[`_files/${png}`]!)).toEqual(ONE_PIXEL_PNG);
    expect(Buffer.from(files['_files/Q3 report.pdf']!)).toEqual(PDF);
    expect(Buffer.from(files['_files/Q3 report (2).pdf']!)).toEqual(OTHER_PDF);
    expect(Buffer.from(files['_files/notes.md.txt']!)).toEqual(NOTES);

    const title = (file: { attrs: { size: number; contentType: string } }) =>
      `"${file.attrs.size} ${file.attrs.contentType}"`;
    const top = strFromU8(files['Photos.md']!);
    expect(top).toContain(`![A chart](_files/${png})`);
    expect(top).toContain(`[📎 Q3 report.pdf](_files/Q3%20report.pdf ${title(report)})`);
    expect(top).toContain(
      `[📎 Q3 report.pdf](_files/Q3%20report%20%282%29.pdf ${title(sameName)})`,
    );
    expect(top).toContain(`[📎 notes.md](_files/notes.md.txt ${title(notes)})`);
    // Another project's file, and an image no upload has, keep their addresses; code stays code.
    expect(top).toContain(`[📎 elsewhere.pdf](${elsewhere.attrs.url} ${title(elsewhere)})`);
    expect(top).toContain(`![](${UNKNOWN_IMAGE})`);
    expect(top).toContain(`\`\`\`\n${code}\n\`\`\``);
    const nested = strFromU8(files['Photos/Nested.md']!);
    expect(nested).toContain(`![](../_files/${png})`);
    expect(nested).toContain(`[📎 Q3 report.pdf](../_files/Q3%20report.pdf ${title(report)})`);
  });

  it('keeps the name _files free for its folder', async () => {
    const { create, exportZip } = await setting();
    await create('_files', [{ type: 'paragraph', content: [{ type: 'text', text: 'A page' }] }]);
    const files = await exportZip();
    expect(Object.keys(files)).toEqual(['_files (2).md']);
    expect(strFromU8(files['_files (2).md']!)).toMatch(/^# \\_files\n/);
  });

  it('refuses an export whose files take more than one export holds, saying why', () => {
    const image = (letter: string) => {
      const filename = `${letter.repeat(32)}.png`;
      return { address: `/media/${filename}`, kind: 'image' as const, filename };
    };
    const references = [image('a'), image('b'), image('a')];
    const facts = new Map(
      references.map(({ filename }) => [filename, { name: null, size: 6 * 1024 * 1024 }]),
    );
    const fits = pickExportFiles(references, facts, { maxBytes: 12 * 1024 * 1024, maxFiles: 2 });
    expect(fits.pathOf).toEqual([
      `_files/${'a'.repeat(32)}.png`,
      `_files/${'b'.repeat(32)}.png`,
      `_files/${'a'.repeat(32)}.png`,
    ]);
    expect(() =>
      pickExportFiles(references, facts, { maxBytes: 10 * 1024 * 1024, maxFiles: 2 }),
    ).toThrow(
      'The images and files of these docs take 12 Mo, more than the 10 Mo one export holds: export a part of the tree at a time.',
    );
    expect(() =>
      pickExportFiles(references, facts, { maxBytes: 12 * 1024 * 1024, maxFiles: 1 }),
    ).toThrow('These docs show 2 images and files, more than the 1 one export holds');
  });
});
