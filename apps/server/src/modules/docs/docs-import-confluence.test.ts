import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { ONE_PIXEL_PNG } from '../../test/images';
import {
  importedZip,
  ofType,
  pageLinks,
  sampleExportZip,
  tableRows,
  textOf,
  type JsonNode,
} from '../../test/import-fixtures';

const server = useTestEnvironment();

/** The sample space export (fixtures/imports/confluence/), with the images Confluence adds. */
const confluenceZip = () =>
  sampleExportZip('confluence', {
    'FOPS/attachments/65539/65601.png': ONE_PIXEL_PNG,
    'FOPS/images/icons/bullet_blue.gif': ONE_PIXEL_PNG,
    'FOPS/images/icons/contenttypes/home_page_16.png': ONE_PIXEL_PNG,
  });

async function importSample() {
  const imported = await importedZip(
    server,
    confluenceZip(),
    'Confluence-space-export-FOPS.html.zip',
  );
  const ids = Object.fromEntries(imported.report.docs.map((doc) => [doc.name, doc.id]));
  return { ...imported, ids };
}

describe('importing a Confluence space export', () => {
  it('makes the space’s page tree, titled without the space’s name, and says it was Confluence', async () => {
    const { report, tree } = await importSample();
    expect(report.format).toBe('confluence');
    expect(await tree()).toEqual([
      'Flight Operations Home',
      '  Crew notes: Q&A',
      '  Runbooks',
      '    Abort plan',
    ]);
    // The export's chrome (styles, icons, index, HTML) is no file left out: it was never content.
    const leftOut = report.skipped.map((entry) => entry.source).join('\n');
    expect(leftOut).not.toMatch(/styles|icons|\.html/);
  });

  it('turns links between pages into page links, in text and in tables', async () => {
    const { content, ids } = await importSample();
    const home = ids['Flight Operations Home']!;
    const runbooks = ids['Runbooks']!;
    const abort = ids['Abort plan']!;
    const notes = ids['Crew notes: Q&A']!;
    expect(pageLinks(await content(home))).toEqual([
      { docId: runbooks, title: 'Runbooks' },
      { docId: notes, title: 'Crew notes: Q&A' },
    ]);
    const runbooksContent = await content(runbooks);
    expect(pageLinks(runbooksContent)).toEqual([
      { docId: abort, title: 'Abort plan' },
      { docId: abort, title: 'Abort plan' },
    ]);
    const [table] = ofType(runbooksContent, 'table');
    expect(pageLinks(table!)).toEqual([{ docId: abort, title: 'Abort plan' }]);
    expect(pageLinks(await content(abort))).toEqual([{ docId: home, title: 'home page' }]);
  });

  it('converts panels to callouts, the code macro, expand, the table of contents and tables', async () => {
    const { content, ids } = await importSample();
    const home = await content(ids['Flight Operations Home']!);
    expect(ofType(home, 'tableOfContents')).toHaveLength(1);
    const calloutKinds = (doc: JsonNode) => ofType(doc, 'callout').map((node) => node.attrs?.kind);
    expect(calloutKinds(home)).toEqual(['info']);

    const runbooks = await content(ids['Runbooks']!);
    // Confluence's warning is red, its note yellow; a panel becomes a plain callout.
    expect(calloutKinds(runbooks)).toEqual(['danger', 'warning', 'info']);
    expect(textOf(ofType(runbooks, 'callout')[0]!)).toBe(
      "Read before flyingA runbook older than its aircraft's last update is void.",
    );
    expect(tableRows(runbooks)).toEqual([
      ['Phase', 'Runbook', 'Owner'],
      ['Take-off', 'Abort plan', 'Grace'],
      ['Cruise', 'Fuel check every hour log it', 'Ada | Alan'],
    ]);

    const abort = await content(ids['Abort plan']!);
    const [code] = ofType(abort, 'codeBlock');
    expect(code?.attrs?.language).toBe('bash');
    expect(textOf(code!)).toContain('throttle --idle && brake --max\necho "<done>"');
    const [toggle] = ofType(abort, 'details');
    expect(textOf(ofType(toggle!, 'detailsSummary')[0]!)).toBe('Why we abort early');
    expect(textOf(ofType(toggle!, 'detailsContent')[0]!)).toBe(
      'Stopping at V1 minus 10 knots leaves the most runway.',
    );
    const tasks = ofType(abort, 'taskItem').map((item) => [textOf(item), item.attrs?.checked]);
    expect(tasks).toEqual([
      ['Tell the tower', true],
      ['File the report with @Grace Hopper', false],
    ]);
  });

  it('stores the page’s image, and the file listed under its attachments, as uploads', async () => {
    const { content, ids, report } = await importSample();
    const abort = await content(ids['Abort plan']!);
    const [image] = ofType(abort, 'image');
    expect(image?.attrs?.src).toMatch(/^\/media\/[0-9a-f]+\.png$/);
    expect(image?.attrs?.alt).toBe('runway diagram.png');
    expect(report.skipped).toEqual([]);
    // The image is shown once; the PDF, only listed under "Attachments", ends the page.
    const files = ofType(abort, 'attachment').map((node) => node.attrs?.name);
    expect(files).toEqual(['abort checklist.pdf']);
    const blocks = (abort.content ?? []).filter(
      (node) => node.type !== 'paragraph' || node.content,
    );
    expect(blocks.at(-1)?.type).toBe('attachment');
  });

  it('keeps text that looks like Markdown as typed', async () => {
    const { content, ids } = await importSample();
    const paragraphs = ofType(await content(ids['Crew notes: Q&A']!), 'paragraph').map(textOf);
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        '* not a bullet',
        '# not a heading',
        '<b>not bold</b> and [not a link](here) and a_b_c',
      ]),
    );
    expect(ofType(await content(ids['Crew notes: Q&A']!), 'orderedList')).toHaveLength(1);
  });

  it('reports the macros kept as text, by the page they were on', async () => {
    const { report } = await importSample();
    expect(report.approximated).toEqual(
      expect.arrayContaining([
        { source: 'FOPS/Abort-plan_65539.html', reason: 'The "jira" macro is kept as text' },
        { source: 'FOPS/Abort-plan_65539.html', reason: 'The "status" macro is kept as text' },
        { source: 'FOPS/Abort-plan_65539.html', reason: 'Mentions of people are kept as text' },
        { source: 'FOPS/Runbooks_65538.html', reason: 'The "panel" macro is kept as a callout' },
      ]),
    );
    expect(report.approximated.map((entry) => entry.source)).not.toContain(
      'FOPS/Flight-Operations-Home_65537.html',
    );
  });
});
