import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { ONE_PIXEL_PNG } from '../../test/images';
import {
  importedZip,
  importSetting,
  ofType,
  pageLinks,
  sampleExportZip,
  tableRows,
  textOf,
  type JsonNode,
} from '../../test/import-fixtures';

const server = useTestEnvironment();

/** Each sample export: the image it shows, where the tool's export puts it, and its zip's name. */
const SAMPLES = {
  outline: {
    image:
      'Engineering/Onboarding/uploads/8c6a4d0e-5f7b-4b8a-9d2e-1f3a5b7c9d0e/0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a/architecture.png',
    filename: 'Acme Outline export.zip',
  },
  docmost: {
    image: 'Getting started/files/0198a3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b/installer.png',
    filename: 'Platform-space-export.zip',
  },
};

/** The sample export of `tool`, with its image, imported into a new workspace's project. */
const importedSample = (tool: keyof typeof SAMPLES) => {
  const { image, filename } = SAMPLES[tool];
  return importedZip(server, sampleExportZip(tool, { [image]: ONE_PIXEL_PNG }), filename);
};

const callouts = (content: JsonNode) =>
  ofType(content, 'callout').map((node) => ({ kind: node.attrs?.kind, text: textOf(node) }));

/** A PDF of the export stored as an attachment of the project. */
const storedPdf = (name: string) => ({
  name,
  size: 142,
  contentType: 'application/pdf',
  url: expect.stringMatching(/^\/api\/projects\/\d+\/files\/[0-9a-f]+\.pdf$/),
});

const PDF_TEXT = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

describe("imports of Outline's and Docmost's Markdown exports", () => {
  it("makes Outline's collections and documents a tree, with their links, images, table and notices", async () => {
    const { report, content, tree, idNamed: id } = await importedSample('outline');
    expect(report.format).toBe('outline');
    expect(await tree()).toEqual([
      'Engineering',
      '  Onboarding',
      '    Local setup',
      '  Release process',
      'Handbook',
      '  👋 Welcome',
    ]);

    const onboarding = await content(id('Onboarding'));
    expect(pageLinks(onboarding)).toEqual([
      { docId: id('Local setup'), title: 'Local setup' },
      { docId: id('Release process'), title: 'Release process' },
    ]);
    expect(callouts(onboarding)).toEqual([
      { kind: 'info', text: 'Ask in #eng-help when something here is out of date.' },
    ]);

    const setup = await content(id('Local setup'));
    const [image] = ofType(setup, 'image');
    expect(image?.attrs?.src).toMatch(/^\/media\/[0-9a-f]+\.png$/);
    expect(callouts(setup)).toEqual([
      { kind: 'warning', text: 'Do not run the seed script against production.' },
    ]);
    expect(ofType(setup, 'details').map(textOf)).toEqual([
      'TroubleshootingIf the database does not start, remove its volume and start it again.',
    ]);
    expect(textOf(setup)).toContain('Questions? Ask @Ada Lovelace or read the ');
    expect(pageLinks(setup)).toEqual([{ docId: id('Release process'), title: 'Release process' }]);
    expect(ofType(setup, 'attachment').map((node) => node.attrs)).toEqual([
      storedPdf('setup-checklist.pdf'),
    ]);

    const release = await content(id('Release process'));
    expect(tableRows(release)).toEqual([
      ['Step', 'Owner', 'When'],
      ['Freeze the branch', 'Release captain', 'Monday 17:00'],
      ['Run the smoke tests', 'QA', 'Tuesday 09:00'],
      ['Deploy', 'On-call engineer with a second pair of eyes', 'Tuesday 11:00'],
    ]);
    expect(callouts(release)).toEqual([
      { kind: 'success', text: 'Announce the release in #releases before you deploy.' },
      { kind: 'success', text: 'A month without a rollback earns the team a lunch.' },
    ]);
    expect(ofType(release, 'embed').map((node) => node.attrs?.url)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]);

    const welcome = await content(id('👋 Welcome'));
    expect(pageLinks(welcome)).toEqual([{ docId: id('Onboarding'), title: 'Onboarding' }]);
    expect(report.approximated).toEqual([
      {
        source: 'Engineering/Onboarding/Local setup.md',
        reason: 'Mentions of people became their names as text',
      },
      {
        source: 'Engineering/Release process.md',
        reason:
          'A link to an Outline document outside the export could not become a page link: /doc/incident-runbook-Xy7Kp2Lm9Q',
      },
      {
        source: 'Handbook/Welcome.md',
        reason:
          'A link to an Outline collection outside the export could not become a page link: /collection/2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5f7a',
      },
    ]);
  });

  it("makes a Docmost space's pages a tree, with their links, images, table and callouts", async () => {
    const { report, content, tree, idNamed: id } = await importedSample('docmost');
    expect(report.format).toBe('docmost');
    expect(await tree()).toEqual(['Getting started', '  Install the CLI', 'Troubleshooting']);

    const start = await content(id('Getting started'));
    expect(pageLinks(start)).toEqual([{ docId: id('Install the CLI'), title: 'Install the CLI' }]);
    expect(callouts(start)).toEqual([
      { kind: 'info', text: 'The CLI needs Node.js 22 or later.' },
      { kind: 'warning', text: 'Never paste your API token in a channel.' },
    ]);
    expect(tableRows(start)).toEqual([
      ['Environment', 'URL', 'Owner'],
      ['Staging', 'https://staging.example.com', 'Platform team'],
      ['Production', 'https://example.com', 'SRE'],
    ]);

    const install = await content(id('Install the CLI'));
    const [image] = ofType(install, 'image');
    expect(image?.attrs?.src).toMatch(/^\/media\/[0-9a-f]+\.png$/);
    expect(image?.attrs?.alt).toBe("The installer's first screen");
    expect(ofType(install, 'details').map(textOf)).toEqual([
      'Behind a proxy?Set HTTPS_PROXY before you run the installer.',
    ]);
    expect(pageLinks(install)).toEqual([
      { docId: id('Getting started'), title: 'Getting started' },
      { docId: id('Troubleshooting'), title: 'Troubleshooting' },
    ]);
    expect(ofType(install, 'embed')).toHaveLength(1);
    expect(ofType(install, 'attachment').map((node) => node.attrs)).toEqual([
      storedPdf('cli-cheatsheet.pdf'),
    ]);

    const troubleshooting = await content(id('Troubleshooting'));
    expect(callouts(troubleshooting)).toEqual([
      { kind: 'danger', text: 'Clearing the cache also deletes drafts that were not synced.' },
      { kind: 'success', text: 'Most problems go away after platform login again.' },
    ]);
    expect(ofType(troubleshooting, 'inlineMath').map((node) => node.attrs?.latex)).toEqual([
      'r_{max} = 3',
    ]);
    expect(ofType(troubleshooting, 'blockMath').map((node) => node.attrs?.latex)).toEqual([
      't_{wait} = 2^{n} \\cdot 100\\,\\text{ms}',
    ]);
    expect(pageLinks(troubleshooting)).toEqual([
      { docId: id('Getting started'), title: 'Getting started' },
    ]);
    expect(report.skipped.map((skipped) => skipped.source)).not.toContain('docmost-metadata.json');
    expect(report.approximated).toEqual([
      { source: 'Troubleshooting.md', reason: 'Footnotes kept as text' },
      {
        source: 'Troubleshooting.md',
        reason:
          'A link to a Docmost page outside the export could not become a page link: https://docs.example.com/s/ops/p/incident-runbook-k3J9x2Lq',
      },
    ]);
  });

  it("reads a Docmost top page's files, which its zip names from a leading '/'", async () => {
    const { importZip, content } = await importSetting(server);
    const folder = 'files/0198a3c4-7f80-7a81-8b2c-3d4e5f6a7b8c';
    const report = await importZip(
      zipSync({
        'docmost-metadata.json': strToU8('{"source": "docmost", "pages": {}}'),
        'Runbook.md': strToU8(`# Runbook\n\n[incident-log.pdf](${folder}/incident-log.pdf)\n`),
        [`/${folder}/incident-log.pdf`]: strToU8(PDF_TEXT),
      }),
    );
    expect(report.format).toBe('docmost');
    const runbook = report.docs.find((doc) => doc.name === 'Runbook')!;
    expect(ofType(await content(runbook.id), 'attachment').map((node) => node.attrs)).toEqual([
      { ...storedPdf('incident-log.pdf'), size: PDF_TEXT.length },
    ]);
    expect(report.skipped).toEqual([]);
  });

  it('leaves a zip of plain Markdown to the Markdown import', async () => {
    const { importZip, tree } = await importSetting(server);
    const plain = zipSync({
      'Guides/Start.md': strToU8(
        '# Start\n\n:::info\nStays text.\n:::\n\n[Abort](../Runbooks/Abort.md)\n',
      ),
      'Guides/files/report.md': strToU8('# Report\n\n![chart](chart.png)\n'),
      'Runbooks/Abort.md': strToU8('# Abort\n\nBack to [start](../Guides/Start.md).\n'),
    });
    const report = await importZip(plain, 'notes.zip');
    expect(report.format).toBe('markdown');
    expect(report.approximated).toEqual([]);
    expect(await tree()).toEqual([
      'Guides',
      '  files',
      '    Report',
      '  Start',
      'Runbooks',
      '  Abort',
    ]);
  });
});
