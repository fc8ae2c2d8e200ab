import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG } from '../../../test/images';
import {
  expectHostileMarkdownBounded,
  fileText,
  filledPage,
  filesOf,
  sampleFiles,
} from '../../../test/import-dialect-files';
import { outlineDialect } from './outline';

const USER = '8c6a4d0e-5f7b-4b8a-9d2e-1f3a5b7c9d0e';
const IMAGE_ID = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
const IMAGE = `Engineering/Onboarding/uploads/${USER}/${IMAGE_ID}/architecture.png`;
const CHECKLIST = `Engineering/Onboarding/uploads/${USER}/5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170/setup-checklist.pdf`;

const sample = (extra: Record<string, Uint8Array> = {}) =>
  sampleFiles('outline', { [IMAGE]: ONE_PIXEL_PNG, ...extra });

describe("Outline's export", () => {
  it('is recognised by its attachments or by what only Outline writes, never plain Markdown', () => {
    expect(outlineDialect.recognises(sample())).toBe(true);
    const withoutFiles = new Map([...sample()].filter(([path]) => path.endsWith('.md')));
    expect(outlineDialect.recognises(withoutFiles)).toBe(true);

    const plain = {
      'Guides/Start.md': '# Start\n\n:::info\nA notice of another tool.\n:::\n',
      'Runbooks/Abort.md': '# Abort\n\nBack to [start](../Guides/Start.md).\n',
    };
    expect(outlineDialect.recognises(filesOf(plain))).toBe(false);
    const hangarExport = {
      'Guides.md': '# Guides\n\n> [!NOTE]\n> Read on.\n',
      'Guides/Start.md': '# Start\n\n<details><summary>More</summary>\n\nText.\n\n</details>\n',
    };
    expect(outlineDialect.recognises(filesOf(hangarExport))).toBe(false);
    const untitled = { 'Notes/a.md': 'See [b](./../Other/b.md) and @[Ada](mention://1/user/2).\n' };
    expect(outlineDialect.recognises(filesOf(untitled))).toBe(false);
    expect(outlineDialect.recognises(sampleFiles('docmost'))).toBe(false);
  });

  it('becomes Hangar notices, toggles and file links, keeping its attachments and images', () => {
    const converted = outlineDialect.convert(sample());
    expect(Buffer.from(converted.files.get(IMAGE)!)).toEqual(ONE_PIXEL_PNG);
    expect(converted.files.has(CHECKLIST)).toBe(true);
    expect(fileText(converted.files, 'Engineering/Onboarding/Local setup.md')).toBe(
      [
        '# Local setup',
        '',
        'Clone the repository and start the stack. The architecture at a glance:',
        '',
        ` ![Architecture overview](uploads/${USER}/${IMAGE_ID}/architecture.png "=640x360")`,
        '',
        '> [!WARNING]',
        '>',
        '> Do not run the seed script against **production**.',
        '',
        `[setup-checklist.pdf](${CHECKLIST.slice('Engineering/Onboarding/'.length)})`,
        '',
        'Questions? Ask @Ada Lovelace or read the [Release process](./../Release%20process.md).',
        '',
        '<details><summary>Troubleshooting</summary>',
        '',
        'If the database does not start, remove its volume and start it again.',
        '',
        '</details>',
        '',
      ].join('\n'),
    );
    const release = fileText(converted.files, 'Engineering/Release process.md');
    expect(release).toContain(
      '| Deploy | On-call engineer with a second pair of eyes | Tuesday 11:00 |',
    );
    expect(release).toContain('> [!TIP]\n>\n> Announce the release in #releases');
    expect(release).toContain('\n[embed](https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n');
    expect(converted.approximated.map((entry) => entry.source)).toEqual([
      'Engineering/Onboarding/Local setup.md',
      'Engineering/Release process.md',
      'Handbook/Welcome.md',
    ]);
  });

  it('converts nested notices and toggles, in lists too, but not in code', () => {
    const NOTICE_IN_CODE = ['```markdown', ':::info', ':::', '```'];
    const markdown = [
      '# Notices',
      '',
      ':::info',
      'Read this first.',
      '',
      '- one',
      ':::',
      'Right after.',
      '',
      ':::mystery',
      'Unknown kind.',
      ':::',
      '',
      ...NOTICE_IN_CODE,
      '',
      '++++++',
      '## Outer',
      '',
      '+++++',
      'Inner',
      '',
      'Hidden text.',
      '',
      '+++++',
      '',
      '++++++',
      '',
      '- item',
      '',
      '  :::warning',
      '  In a list.',
      '  :::',
      '',
    ].join('\n');
    const converted = outlineDialect.convert(filesOf({ 'C/Notices.md': markdown }));
    expect(fileText(converted.files, 'C/Notices.md')).toBe(
      [
        '# Notices',
        '',
        '> [!NOTE]',
        '>',
        '> Read this first.',
        '>',
        '> - one',
        '',
        'Right after.',
        '',
        '> [!NOTE]',
        '>',
        '> Unknown kind.',
        '',
        ...NOTICE_IN_CODE,
        '',
        '<details><summary>Outer</summary>',
        '',
        '<details><summary>Inner</summary>',
        '',
        'Hidden text.',
        '',
        '</details>',
        '',
        '</details>',
        '',
        '- item',
        '',
        '  > [!WARNING]',
        '  >',
        '  > In a list.',
        '',
      ].join('\n'),
    );
    expect(converted.approximated).toEqual([
      { source: 'C/Notices.md', reason: 'A callout of an unknown kind ("mystery") became a note' },
    ]);
  });

  it("points attachments' addresses and links glued to Outline's site at the zip's files", () => {
    const gone = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const files = sample({
      'Handbook/Links.md': strToU8(
        [
          '# Links',
          '',
          `![Diagram](/api/attachments.redirect?id=${IMAGE_ID})`,
          '',
          `[Gone](/api/attachments.redirect?id=${gone}), the [release](https://acme.getoutline.com./../Engineering/Release%20process.md#steps).`,
          '',
        ].join('\n'),
      ),
    });
    const converted = outlineDialect.convert(files);
    expect(fileText(converted.files, 'Handbook/Links.md')).toBe(
      [
        '# Links',
        '',
        `![Diagram](../Engineering/Onboarding/uploads/${USER}/${IMAGE_ID}/architecture.png)`,
        '',
        `[Gone](/api/attachments.redirect?id=${gone}), the [release](./../Engineering/Release%20process.md#steps).`,
        '',
      ].join('\n'),
    );
    expect(converted.approximated).toContainEqual({
      source: 'Handbook/Links.md',
      reason: `A file the export does not hold was left out: /api/attachments.redirect?id=${gone}`,
    });
  });

  it('reads hostile Markdown in linear time, and its text grows boundedly', () => {
    const longName = `Engineering/uploads/${USER}/${IMAGE_ID}/${'n'.repeat(20_000)}.png`;
    const hostile = [
      filledPage(':::info\n'),
      filledPage('+++++\n++++++\n'),
      ':::info\n'.repeat(8) + filledPage('x\n'),
      filledPage('@['),
      filledPage('@[a](mention://'),
      filledPage(']('),
      filledPage('\n[a](b)\n'),
      filledPage('```\n'),
      filledPage(`![x](/api/attachments.redirect?id=${IMAGE_ID}) `),
    ];
    expectHostileMarkdownBounded(outlineDialect, 'Engineering/Hostile.md', hostile, longName);
  });
});
