import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import {
  importedZip,
  nodesOf,
  notionSampleZip,
  NOTION_SAMPLE_TREE,
  pageLinks,
  textOf,
} from '../../test/import-fixtures';

const server = useTestEnvironment();

const importedSample = () => importedZip(server, notionSampleZip(), 'Export-2f9d1c4e.zip');

describe("the import of Notion's Markdown & CSV export", () => {
  it('makes the tree of its pages, named by their titles without ids', async () => {
    const { report, tree } = await importedSample();
    expect(report.format).toBe('notion');
    expect(await tree()).toEqual(NOTION_SAMPLE_TREE);
    expect(report.approximated).toEqual([
      {
        source: 'Product Handbook/Roadmap.md',
        reason: "A callout's icon (an image) was left out",
      },
      {
        source: 'Product Handbook/Tasks.md',
        reason: 'The database "Tasks" became a table',
      },
      {
        source: 'Product Handbook/Tasks/',
        reason: 'The properties of the pages of "Tasks" became a list at the top of each page',
      },
    ]);
  });

  it('links its pages to one another, and shows its images from the app', async () => {
    const { content, idOf } = await importedSample();
    const handbook = idOf('Product Handbook/');
    const roadmap = idOf('Product Handbook/Roadmap/');
    const launch = idOf('Product Handbook/Roadmap/Launch plan.md');
    const tasks = idOf('Product Handbook/Tasks/');
    const notes = idOf('Meeting notes.md');

    expect(pageLinks(await content(handbook))).toEqual([
      { docId: roadmap, title: 'Roadmap' },
      { docId: idOf('Product Handbook/Onboarding.md'), title: 'Onboarding' },
      { docId: idOf('Product Handbook/Retro.md'), title: 'Retro' },
      { docId: idOf('Product Handbook/Retro (2).md'), title: 'Retro' },
      { docId: tasks, title: 'Tasks' },
    ]);
    expect(pageLinks(await content(launch))).toEqual([
      { docId: roadmap, title: 'Roadmap' },
      { docId: notes, title: 'Meeting notes' },
    ]);
    expect(pageLinks(await content(notes))).toEqual([{ docId: launch, title: 'Launch plan' }]);

    const roadmapContent = await content(roadmap);
    expect(pageLinks(roadmapContent)).toEqual([
      { docId: launch, title: 'Launch plan' },
      { docId: tasks, title: 'open tasks' },
    ]);
    const image = nodesOf(roadmapContent).find((node) => node.type === 'image');
    expect(String(image?.attrs?.src)).toMatch(/^\/media\/[0-9a-f]+\.png$/);
  });

  it('shows a database as a table whose rows lead to their pages, each with its properties', async () => {
    const { content, idOf } = await importedSample();
    const table = nodesOf(await content(idOf('Product Handbook/Tasks/'))).find(
      (node) => node.type === 'table',
    );
    const rows = (table?.content ?? []).map((row) => (row.content ?? []).map(textOf));
    expect(rows).toEqual([
      ['Name', 'Status', 'Owner', 'Due', 'Tags', 'Project'],
      ['Write the brief', 'Done', 'Ada Lovelace', 'March 4, 2025', 'docs, launch', 'Roadmap'],
      ['Review the launch', 'In progress', 'Grace Hopper', 'March 11, 2025', 'launch', 'Roadmap'],
      ['Ship it', 'Not started', '', 'March 18, 2025', '', ''],
    ]);
    const roadmap = idOf('Product Handbook/Roadmap/');
    expect(pageLinks(table ?? {}).map((link) => link.docId)).toEqual([
      idOf('Product Handbook/Tasks/Write the brief.md'),
      roadmap,
      idOf('Product Handbook/Tasks/Review the launch.md'),
      roadmap,
      idOf('Product Handbook/Tasks/Ship it.md'),
    ]);

    const brief = await content(idOf('Product Handbook/Tasks/Write the brief.md'));
    const properties = brief.content?.[0];
    expect(properties?.type).toBe('bulletList');
    expect((properties?.content ?? []).map(textOf)).toEqual([
      'Status: Done',
      'Owner: Ada Lovelace',
      'Due: March 4, 2025',
      'Tags: docs, launch',
      'Project: Roadmap',
    ]);
    expect(pageLinks(properties ?? {})).toEqual([{ docId: roadmap, title: 'Roadmap' }]);
  });

  it("turns Notion's callouts and toggles into callouts and toggles", async () => {
    const { content, idOf } = await importedSample();
    const onboarding = await content(idOf('Product Handbook/Onboarding.md'));
    const callouts = nodesOf(onboarding).filter((node) => node.type === 'callout');
    expect(
      callouts.map((callout) => [
        callout.attrs?.kind,
        callout.attrs?.emoji ?? null,
        textOf(callout),
      ]),
    ).toEqual([
      ['info', '💡', 'Start with the Roadmap, then read the open tasks.'],
      ['warning', null, 'Never paste the staging password in a page.'],
    ]);

    const launch = await content(idOf('Product Handbook/Roadmap/Launch plan.md'));
    const toggle = nodesOf(launch).find((node) => node.type === 'details');
    const [summary, inside] = toggle?.content ?? [];
    expect(textOf(summary ?? {})).toBe('Checklist for launch day');
    expect(
      nodesOf(inside ?? {})
        .filter((node) => node.type === 'taskItem')
        .map(textOf),
    ).toEqual(['Freeze the release branch', 'Post the announcement']);
  });
});
