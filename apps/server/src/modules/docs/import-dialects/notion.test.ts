import { describe, expect, it } from 'vitest';
import { markdownToDoc, parseMarkdown } from '../../../live/markdown-import';
import { filesOf, unzipped } from '../../../test/import-dialect-files';
import { nodesOf, notionSampleZip, type JsonNode } from '../../../test/import-fixtures';
import { convertExport } from './convert-export';
import type { ImportFiles } from './import-dialect';
import { notionDialect } from './notion';

/** The sample export as the import unzips it, with the image its Roadmap page shows. */
const sampleExport = () => unzipped(notionSampleZip());

const converted = (files: ImportFiles) => {
  const result = notionDialect.convert(files);
  const text = (path: string) => {
    const bytes = result.files.get(path);
    if (!bytes) throw new Error(`${path} is not among ${[...result.files.keys()].join(', ')}`);
    return new TextDecoder().decode(bytes);
  };
  return { ...result, text };
};

/** A converted page as the import reads it: its blocks, in the editor's terms. */
const blocksOf = (markdown: string): JsonNode[] =>
  (markdownToDoc(parseMarkdown(markdown), (url) => url)?.content ?? []) as JsonNode[];

const ID = 'c0ffee00c0ffee00c0ffee00c0ffee00';

describe("Notion's export recognised", () => {
  it('by its pages named with their ids, never a plain Markdown zip', () => {
    expect(convertExport(sampleExport()).format).toBe('notion');
    expect(
      notionDialect.recognises(filesOf({ 'Notes/Start.md': '# Start', 'Notes.md': '# N' })),
    ).toBe(false);
    // One name that happens to end in 32 hex digits among plain files is not Notion's.
    const plain = filesOf({ [`Build ${ID}.md`]: 'x', 'a.md': 'a', 'b.md': 'b', 'c.md': 'c' });
    expect(notionDialect.recognises(plain)).toBe(false);
    expect(notionDialect.recognises(filesOf({ [`__MACOSX/._Page ${ID}.md`]: 'x' }))).toBe(false);
  });
});

describe("Notion's export converted", () => {
  it('names its pages and folders without ids, outside the export folder, each name unique', () => {
    const { files } = converted(sampleExport());
    expect([...files.keys()].sort()).toEqual([
      'Meeting notes.md',
      'Product Handbook.md',
      'Product Handbook/Onboarding.md',
      'Product Handbook/Onboarding/Welcome pack.pdf',
      'Product Handbook/Retro (2).md',
      'Product Handbook/Retro.md',
      'Product Handbook/Roadmap.md',
      'Product Handbook/Roadmap/Launch plan.md',
      'Product Handbook/Roadmap/diagram.png',
      'Product Handbook/Tasks.md',
      'Product Handbook/Tasks/Review the launch.md',
      'Product Handbook/Tasks/Ship it.md',
      'Product Handbook/Tasks/Write the brief.md',
    ]);
  });

  it("keeps a page's own title, and never takes a page named README for its folder's text", () => {
    const { files, text } = converted(
      filesOf({
        [`Team ${ID}.md`]: '# Team',
        [`Team ${ID}/README 11111111111111111111111111111111.md`]: '# README\n\nHow we work.',
        [`Team ${ID}/.hidden 22222222222222222222222222222222.md`]: '# .hidden',
        [`Team ${ID}/33333333333333333333333333333333.md`]: 'No title line.',
      }),
    );
    expect([...files.keys()].sort()).toEqual([
      'Team.md',
      'Team/README (page).md',
      'Team/Untitled.md',
      'Team/hidden.md',
    ]);
    expect(text('Team/README (page).md')).toBe('# README\n\nHow we work.\n');
    expect(text('Team/Untitled.md')).toBe('# Untitled\n\nNo title line.\n');
  });

  it('points links and images at the converted files, relative and URL-encoded', () => {
    const { text } = converted(sampleExport());
    expect(text('Product Handbook.md')).toContain(
      '[Retro](Product%20Handbook/Retro.md)\n\n[Retro](Product%20Handbook/Retro%20%282%29.md)',
    );
    // A database's CSV is its page; a link copied from Notion's app leads to the page too.
    expect(text('Product Handbook.md')).toContain('[Tasks](Product%20Handbook/Tasks.md)');
    const roadmap = text('Product Handbook/Roadmap.md');
    expect(roadmap).toContain('[Launch plan](Roadmap/Launch%20plan.md)');
    expect(roadmap).toContain('[open tasks](Tasks.md)');
    expect(roadmap).toContain('![diagram.png](Roadmap/diagram.png)');
    expect(text('Product Handbook/Roadmap/Launch plan.md')).toContain(
      'Back to the [Roadmap](../Roadmap.md). Decisions are in the [Meeting notes](../../Meeting%20notes.md).',
    );
    expect(text('Product Handbook/Onboarding.md')).toContain(
      '[Welcome pack.pdf](Onboarding/Welcome%20pack.pdf)',
    );
  });

  it('makes a database a table of every row, its titles and related pages links to them', () => {
    const { text, approximated } = converted(sampleExport());
    expect(text('Product Handbook/Tasks.md')).toBe(
      [
        '# Tasks',
        '',
        '| Name | Status | Owner | Due | Tags | Project |',
        '| --- | --- | --- | --- | --- | --- |',
        '| [Write the brief](Tasks/Write%20the%20brief.md) | Done | Ada Lovelace | March 4, 2025 | docs, launch | [Roadmap](Roadmap.md) |',
        '| [Review the launch](Tasks/Review%20the%20launch.md) | In progress | Grace Hopper | March 11, 2025 | launch | [Roadmap](Roadmap.md) |',
        '| [Ship it](Tasks/Ship%20it.md) | Not started |  | March 18, 2025 |  |  |',
        '',
      ].join('\n'),
    );
    expect(text('Product Handbook/Tasks/Write the brief.md')).toBe(
      [
        '# Write the brief',
        '',
        '- **Status:** Done',
        '- **Owner:** Ada Lovelace',
        '- **Due:** March 4, 2025',
        '- **Tags:** docs, launch',
        '- **Project:** [Roadmap](../Roadmap.md)',
        '',
        'Draft the one-page brief and share it in the [Roadmap](../Roadmap.md).',
        '',
      ].join('\n'),
    );
    expect(approximated).toContainEqual({
      source: 'Product Handbook/Tasks.md',
      reason: 'The database "Tasks" became a table',
    });
    expect(approximated).toContainEqual({
      source: 'Product Handbook/Tasks/',
      reason: 'The properties of the pages of "Tasks" became a list at the top of each page',
    });
  });

  it("reads CSV as Notion writes it, under the text of the database's own page", () => {
    const { text } = converted(
      filesOf({
        [`Bugs ${ID}.md`]: '# Bugs\n\nWhat is broken.',
        [`Bugs ${ID}.csv`]: '\ufeffName,Notes\r\n"A, B","say ""hi""\nthen | go"\r\n*bold*,\r\n',
      }),
    );
    expect(text('Bugs.md')).toBe(
      [
        '# Bugs',
        '',
        'What is broken.',
        '',
        '| Name | Notes |',
        '| --- | --- |',
        '| A, B | say "hi" then \\| go |',
        '| \\*bold\\* |  |',
        '',
      ].join('\n'),
    );
  });

  it("turns callouts and toggles into the import's own, read back as callouts and toggles", () => {
    const { text, approximated } = converted(sampleExport());
    const onboarding = blocksOf(text('Product Handbook/Onboarding.md'));
    expect(onboarding.slice(0, 2)).toEqual([
      {
        type: 'callout',
        attrs: { kind: 'info', emoji: '💡' },
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'Start with the Roadmap, then read the open tasks.' }],
          },
        ],
      },
      {
        type: 'callout',
        attrs: { kind: 'warning', emoji: null },
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'Never paste the staging password in a page.' }],
          },
        ],
      },
    ]);
    const launch = blocksOf(text('Product Handbook/Roadmap/Launch plan.md'));
    const toggle = launch.find((block) => block.type === 'details');
    expect(nodesOf(toggle ?? {}).map((node) => node.text ?? node.type)).toEqual([
      'details',
      'detailsSummary',
      'Checklist for launch day',
      'detailsContent',
      'taskList',
      'taskItem',
      'paragraph',
      'Freeze the release branch',
      'taskItem',
      'paragraph',
      'Post the announcement',
    ]);
    const roadmap = blocksOf(text('Product Handbook/Roadmap.md'));
    expect(roadmap.at(-1)?.type).toBe('callout');
    expect(approximated).toContainEqual({
      source: 'Product Handbook/Roadmap.md',
      reason: "A callout's icon (an image) was left out",
    });
  });

  it('keeps code as it is, and says which HTML it could not convert', () => {
    const { text, approximated } = converted(
      filesOf({
        [`Code ${ID}.md`]:
          '# Code\n\n```html\n<aside>\n</aside>\n```\n\n<aside>\n🔥 Hot\n\n<video src="a.mp4"></video>\n\n</aside>\n',
      }),
    );
    expect(text('Code.md')).toBe(
      '# Code\n\n```html\n<aside>\n</aside>\n```\n\n> [!CAUTION] 🔥\n> Hot\n>\n> <video src="a.mp4"></video>\n',
    );
    expect(approximated).toEqual([
      { source: 'Code.md', reason: "Notion's HTML (<video>) was kept as text" },
    ]);
  });

  it('keeps deep nesting within what a doc holds, and reads hostile text in linear time', () => {
    const deep = `${'<aside>\n'.repeat(30)}Inside\n${'</aside>\n'.repeat(30)}`;
    const { text, approximated } = converted(filesOf({ [`Deep ${ID}.md`]: `# Deep\n\n${deep}` }));
    expect(text('Deep.md')).toContain('> > > Inside');
    expect(text('Deep.md')).not.toContain('> > > >');
    expect(approximated.map((entry) => entry.reason)).toEqual([
      'Callouts nested more than 3 deep became plain text',
    ]);

    const hostile = `# Hostile\n\n${'](('.repeat(100_000)}\n${'<summary>'.repeat(50_000)}\n${'<details>\n'.repeat(20_000)}`;
    const started = performance.now();
    converted(filesOf({ [`Hostile ${ID}.md`]: hostile, [`Big ${ID}.csv`]: '"'.repeat(500_000) }));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
