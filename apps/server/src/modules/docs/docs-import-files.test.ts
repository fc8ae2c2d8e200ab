import { DOC_FILE_URL } from '@hangar/contracts';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importSetting, nodesOf } from '../../test/import-fixtures';
import { useTestEnvironment } from '../../test/harness';

const server = useTestEnvironment();

const PDF = strToU8('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SHEET = strToU8('name,amount\nfuel,12\n');

describe("an imported zip's files", () => {
  it('become files of the project, attached where a paragraph links to them alone', async () => {
    const { importZip, content, owner, project } = await importSetting(server);
    const report = await importZip(
      zipSync({
        'Guide/Plan.md': strToU8(
          [
            '# Plan',
            '',
            '[📎 Q3 report.pdf](../files/Q3%20report.pdf "52 application/pdf")',
            '',
            '[budget 2026.csv](<files/budget 2026.csv>)',
            '',
            'Inside a sentence, [the report](../files/Q3%20report.pdf) stays a link.',
            '',
            '[gone.pdf](../files/gone.pdf)',
            '',
            '[empty](files/empty.txt)',
            '',
          ].join('\n'),
        ),
        'files/Q3 report.pdf': PDF,
        'Guide/files/budget 2026.csv': SHEET,
        'Guide/files/empty.txt': new Uint8Array(),
      }),
    );
    const plan = report.docs.find((doc) => doc.name === 'Plan')!;
    const nodes = nodesOf(await content(plan.id));
    const attachments = nodes.filter((node) => node.type === 'attachment');
    expect(attachments.map((node) => node.attrs?.name)).toEqual([
      'Q3 report.pdf',
      'budget 2026.csv',
    ]);
    expect(attachments.map((node) => [node.attrs?.size, node.attrs?.contentType])).toEqual([
      [PDF.length, 'application/pdf'],
      [SHEET.length, 'application/octet-stream'],
    ]);
    for (const [node, bytes] of [
      [attachments[0]!, PDF],
      [attachments[1]!, SHEET],
    ] as const) {
      const url = String(node.attrs?.url);
      expect(DOC_FILE_URL.exec(url)?.[1]).toBe(String(project.id));
      const served = await server.fetch(url, {
        headers: { authorization: `Bearer ${owner.token}`, ...owner.headers },
      });
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
    const texts = nodes.filter((node) => node.type === 'text').map((node) => node.text);
    expect(texts.join('')).toContain('Inside a sentence, the report stays a link.');
    expect(report.skipped).toContainEqual({
      source: 'Guide/Plan.md',
      reason: 'File "files/empty.txt" left out: the file is empty',
    });
    expect(report.skipped).toContainEqual({
      source: 'Guide/files/empty.txt',
      reason: 'Neither a Markdown file nor an image or file a doc uses',
    });
  });
});
