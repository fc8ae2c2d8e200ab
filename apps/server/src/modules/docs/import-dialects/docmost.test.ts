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
import { docmostDialect } from './docmost';

const IMAGE_ID = '0198a3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b';
const IMAGE = `Getting started/files/${IMAGE_ID}/installer.png`;
const CHEATSHEET = 'Getting started/files/0198a3c4-6e7f-7a81-8b2c-3d4e5f6a7b8c/cli-cheatsheet.pdf';
const METADATA = 'docmost-metadata.json';

const sample = (extra: Record<string, Uint8Array> = {}) =>
  sampleFiles('docmost', { [IMAGE]: ONE_PIXEL_PNG, ...extra });

describe("Docmost's export", () => {
  it('is recognised by its metadata file, or by the attachments its pages show', () => {
    expect(docmostDialect.recognises(sample())).toBe(true);
    const withoutMetadata = sample();
    withoutMetadata.delete(METADATA);
    expect(docmostDialect.recognises(withoutMetadata)).toBe(true);

    const otherTool = filesOf({ [METADATA]: '{ "source": "wiki" }', 'A.md': '# A\n' });
    expect(docmostDialect.recognises(otherTool)).toBe(false);
    const plain = filesOf({
      'Guides/Start.md': '# Start\n\n:::info\nA notice.\n:::\n\n![chart](files/chart.png)\n',
      [`Guides/files/${IMAGE_ID}/unrelated.txt`]: 'a file no page shows',
    });
    expect(docmostDialect.recognises(plain)).toBe(false);
    expect(docmostDialect.recognises(sampleFiles('outline'))).toBe(false);
  });

  it('becomes Hangar callouts, toggles, formulas and file links, without its metadata', () => {
    const converted = docmostDialect.convert(sample());
    expect(converted.files.has(METADATA)).toBe(false);
    expect(Buffer.from(converted.files.get(IMAGE)!)).toEqual(ONE_PIXEL_PNG);
    expect(converted.files.has(CHEATSHEET)).toBe(true);
    const install = fileText(converted.files, 'Getting started/Install the CLI.md');
    expect(install).toContain(
      [
        `[cli-cheatsheet.pdf](files/0198a3c4-6e7f-7a81-8b2c-3d4e5f6a7b8c/cli-cheatsheet.pdf)`,
        '',
        '<details><summary>Behind a proxy?</summary>',
        '',
        'Set `HTTPS_PROXY` before you run the installer.',
        '',
        '</details>',
        '',
      ].join('\n'),
    );
    expect(install).toContain('\n[embed](https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n');
    expect(fileText(converted.files, 'Troubleshooting.md')).toContain(
      [
        '> [!CAUTION]',
        '>',
        '> Clearing the cache also deletes drafts that were not synced.',
        '',
        '> [!TIP]',
        '>',
        '> Most problems go away after `platform login` again.',
        '',
        'A request is retried $r_{max} = 3$ times.[^1]',
        '',
        '$$',
        't_{wait} = 2^{n} \\cdot 100\\,\\text{ms}',
        '$$',
      ].join('\n'),
    );
    expect(converted.approximated).toEqual([
      { source: 'Troubleshooting.md', reason: 'Footnotes kept as text' },
      {
        source: 'Troubleshooting.md',
        reason:
          'A link to a Docmost page outside the export could not become a page link: https://docs.example.com/s/ops/p/incident-runbook-k3J9x2Lq',
      },
    ]);
  });

  it("maps each kind of callout, and points files' addresses at the zip's files", () => {
    const diagram = '0198a3c4-7f80-7b92-9c3d-4e5f6a7b8c9d';
    const gone = '0198a3c4-8091-7ca3-8d4e-5f6a7b8c9d0e';
    const page = [
      '# Kinds',
      '',
      ...['default', 'info', 'note', 'success', 'warning', 'danger', 'null'].flatMap((kind) => [
        `:::${kind}`,
        `A ${kind} callout.`,
        ':::',
        '',
      ]),
      `![Logo](/api/files/${IMAGE_ID}/installer.png)`,
      '',
      `[files/${IMAGE_ID}/installer.png](files/${IMAGE_ID}/installer.png)`,
      '',
      `![](files/${diagram}/diagram.drawio.svg)`,
      '',
      `![Gone](/api/files/${gone}/old.png)`,
      '',
    ].join('\n');
    const files = sample({
      'Kinds.md': strToU8(page),
      [`Getting started/files/${diagram}/diagram.drawio.svg`]: strToU8('<svg/>'),
    });
    const converted = docmostDialect.convert(files);
    const kinds = fileText(converted.files, 'Kinds.md');
    expect([...kinds.matchAll(/^> \[!([A-Z]+)\]$/gm)].map((match) => match[1])).toEqual([
      'NOTE',
      'NOTE',
      'NOTE',
      'TIP',
      'WARNING',
      'CAUTION',
      'NOTE',
    ]);
    expect(kinds).toContain(`\n![Logo](Getting%20started/files/${IMAGE_ID}/installer.png)\n`);
    expect(kinds).toContain(
      `\n[installer.png](Getting%20started/files/${IMAGE_ID}/installer.png)\n`,
    );
    expect(kinds).toContain(
      `\n[diagram.drawio.svg](Getting%20started/files/${diagram}/diagram.drawio.svg)\n`,
    );
    expect(kinds).toContain(`\n![Gone](/api/files/${gone}/old.png)\n`);
    expect(converted.approximated.filter((entry) => entry.source === 'Kinds.md')).toEqual([
      { source: 'Kinds.md', reason: 'A callout of an unknown kind ("null") became a note' },
      {
        source: 'Kinds.md',
        reason: '"diagram.drawio.svg" is kept as a file: docs show PNG, JPEG, GIF and WebP images',
      },
      {
        source: 'Kinds.md',
        reason: `A file the export does not hold was left out: /api/files/${gone}/old.png`,
      },
    ]);
  });

  it('reads hostile Markdown in linear time, and its text grows boundedly', () => {
    const longName = `files/${IMAGE_ID}/${'n'.repeat(20_000)}.png`;
    const hostile = [
      filledPage(':::info\n'),
      filledPage('<details>\n'),
      filledPage('<details>\n<summary>a</summary>\n</details>\n'),
      filledPage('$a'),
      filledPage('$a\\_'),
      filledPage('$$\n\\_'),
      filledPage(']('),
      filledPage('\n[a](b)\n'),
      filledPage(`![x](/api/files/${IMAGE_ID}/x.png) `),
    ];
    expectHostileMarkdownBounded(docmostDialect, 'Space/Hostile.md', hostile, longName);
  });
});
