import { DOC_IMPORT_LIMITS } from '@hangar/domain';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import {
  importSetting,
  nodesOf,
  NOTION_EXPORT as EXPORT,
  NOTION_SAMPLE_TREE,
  notionSampleZip,
} from '../../test/import-fixtures';
import { deflatedRepeat, zipOf } from '../../test/zip-bombs';

/**
 * Notion's download of a workspace (issue 43): one zip holding only `Export-<uuid>-Part-1.zip`,
 * `-Part-2.zip`…, each an ordinary export, imported as the export they make together.
 */

const server = useTestEnvironment();

const PART_1 = `${EXPORT}-Part-1.zip`;
const PART_2 = `${EXPORT}-Part-2.zip`;
const DOWNLOAD = `7c1e2f3a-4b5c-4d6e-8f70-819203a4b5c6_${EXPORT}.zip`;
const NOTES = `${EXPORT}/Meeting notes b4c5d6e7f8a941b8a9d0e1f2a3b4c5d6.md`;
const zipOfZips = (parts: Zippable) => zipSync(parts, { level: 0 });

async function setting() {
  const imports = await importSetting(server);
  const { people } = imports.world;
  /** An import that may be refused: its status and what it answers. */
  const send = async (zip: Uint8Array, filename = DOWNLOAD) => {
    const form = new FormData();
    form.append('file', new Blob([zip]), filename);
    const response = await server.fetch(`/api/projects/${imports.project.id}/docs/import`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${people.owner.token}`, ...imports.owner.headers },
    });
    return { status: response.status, body: (await response.json()) as { detail?: unknown } };
  };
  return { ...imports, send };
}

describe("Notion's download of a workspace, a zip of export zips", () => {
  it('imports the export inside its one part as the export itself', async () => {
    const plain = await (await setting()).importZip(notionSampleZip(), `${EXPORT}.zip`);
    const { importZip, tree } = await setting();
    const report = await importZip(zipOfZips({ [PART_1]: notionSampleZip() }));
    expect(report.format).toBe('notion');
    expect(await tree()).toEqual(NOTION_SAMPLE_TREE);
    expect(report.docs.map((doc) => doc.source)).toEqual(plain.docs.map((doc) => doc.source));
    expect(report.approximated).toEqual(plain.approximated);
    expect(report.skipped).toEqual(plain.skipped);
  });

  it('merges its parts, links between pages of two parts included', async () => {
    const files = unzipSync(notionSampleZip());
    const { [NOTES]: notes, ...rest } = files;
    const parts = {
      [PART_1]: zipSync(rest),
      [PART_2]: zipSync({
        [NOTES]: notes!,
        [`${EXPORT}/index.html`]: files[`${EXPORT}/index.html`]!,
      }),
    };
    const { importZip, tree, content } = await setting();
    const report = await importZip(zipOfZips(parts));
    expect(await tree()).toEqual(NOTION_SAMPLE_TREE);
    expect(report.skipped).toEqual([
      {
        source: `${EXPORT}/index.html`,
        reason: `Also in "${PART_2}": the file of "${PART_1}" was kept`,
      },
    ]);
    const idOf = (source: string) => report.docs.find((doc) => doc.source === source)?.id;
    const launch = await content(idOf('Product Handbook/Roadmap/Launch plan.md')!);
    const linked = nodesOf(launch)
      .filter((node) => node.type === 'pageLink')
      .map((node) => Number(node.attrs?.docId));
    expect(linked).toContain(idOf('Meeting notes.md'));
  });

  it('refuses a zip inside a part, naming it, and makes nothing', async () => {
    const deeper = zipSync({ 'deeper.md': strToU8('# Deeper\n') });
    const part = zipSync({ ...unzipSync(notionSampleZip()), [`${EXPORT}/Archive.zip`]: deeper });
    const { send, tree } = await setting();
    const answer = await send(zipOfZips({ [PART_1]: part }));
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toBe(
      `"${PART_1}" holds a zip, "${EXPORT}/Archive.zip": only the zips directly inside the uploaded zip are opened. Unzip it and import its files on their own; nothing was imported.`,
    );
    expect(await tree()).toEqual([]);
  });

  it('refuses a damaged part, naming it', async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    const { send } = await setting();
    const answer = await send(zipOfZips({ [PART_1]: notionSampleZip(), [PART_2]: broken }));
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toBe(
      `"${PART_2}" in the zip is damaged and could not be read: nothing was imported.`,
    );
  });

  it('counts the parts against the limits of one zip, all together', async () => {
    // Alone, the second part unpacks to just under the limit; with the first it is past it.
    const nearLimit = DOC_IMPORT_LIMITS.maxUnpackedBytes - 1024;
    const zeros = zipOf([
      {
        name: `${EXPORT}/zeros.bin`,
        data: await deflatedRepeat(Buffer.alloc(1), nearLimit),
        declaredSize: nearLimit,
      },
    ]);
    const { send, tree } = await setting();
    const answer = await send(zipOfZips({ [PART_1]: notionSampleZip(), [PART_2]: zeros }));
    expect(answer.status).toBe(413);
    expect(answer.body.detail).toBe(
      'The zip unpacks to more than 100 Mo: import it in smaller parts.',
    );
    expect(await tree()).toEqual([]);
  });

  it('leaves zips beside other files closed, as files the docs do not use', async () => {
    const { importZip, tree } = await setting();
    const report = await importZip(
      zipOfZips({ 'notes.md': strToU8('# Notes\n'), [PART_1]: notionSampleZip() }),
    );
    expect(await tree()).toEqual(['Notes']);
    expect(report.skipped).toEqual([
      { source: PART_1, reason: 'Neither a Markdown file nor an image or file a doc uses' },
    ]);
  });
});

describe('a zip of HTML pages without Markdown', () => {
  it('is refused with how to export Markdown from Notion or Confluence', async () => {
    const html = zipSync({
      [`${EXPORT}/index.html`]: strToU8('<html><body><a href="Home.html">Home</a></body></html>'),
      [`${EXPORT}/Home 1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6.html`]: strToU8('<h1>Home</h1>'),
    });
    const { send } = await setting();
    const answer = await send(html, `${EXPORT}.zip`);
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toBe(
      'The zip holds no Markdown file (.md or .markdown). From Notion, export as "Markdown & CSV"; from Confluence, export the space as HTML.',
    );
  });
});
