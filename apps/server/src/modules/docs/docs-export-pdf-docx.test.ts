import { inflateSync } from 'node:zlib';
import type { DocContentNode } from '@hangar/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildOwnedWorkspace } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { ONE_PIXEL_PNG, uploadPng } from '../../test/images';
import { buildOwnerAndViewer } from '../../test/world';

const server = useTestEnvironment();

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const text = (value: string, marks?: DocContentNode['marks']): DocContentNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: DocContentNode[]): DocContentNode => ({
  type: 'paragraph',
  content,
});
const cell = (type: 'tableHeader' | 'tableCell', value: string): DocContentNode => ({
  type,
  content: [paragraph(text(value))],
});

/** A doc with a heading of each level, a list, a table, an image, a callout and a code block. */
function planContent(imageName: string): DocContentNode {
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [text('Launch plan')] },
      paragraph(
        text('Order the '),
        text('Café crème', [{ type: 'bold' }]),
        text(' from '),
        text('the roaster', [{ type: 'link', attrs: { href: 'https://example.com/roaster' } }]),
      ),
      { type: 'heading', attrs: { level: 2 }, content: [text('Risks')] },
      {
        type: 'bulletList',
        content: ['Book the venue', 'Send invitations'].map((item) => ({
          type: 'listItem',
          content: [paragraph(text(item))],
        })),
      },
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [cell('tableHeader', 'Step'), cell('tableHeader', 'Owner')],
          },
          { type: 'tableRow', content: [cell('tableCell', 'Build'), cell('tableCell', 'Ana')] },
        ],
      },
      { type: 'image', attrs: { src: `/media/${imageName}`, alt: 'Venue map' } },
      { type: 'callout', attrs: { kind: 'warning' }, content: [paragraph(text('Mind the gap'))] },
      { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const answer = 42;')] },
    ],
  };
}

async function setting() {
  const world = await buildOwnerAndViewer(server);
  const { project } = world.projects;
  const imageName = await uploadPng(server, world.people.owner.token);
  const created = await server.api<{ id: number }>('POST', `/projects/${project.id}/docs`, {
    ...world.as('owner'),
    body: { name: 'Q3 launch', content: planContent(imageName) },
  });
  expect(created.status).toBe(201);
  const download = (
    format: string,
    caller: { token: string; headers: Record<string, string> } = world.as('owner'),
  ) =>
    server.fetch(`/api/projects/${project.id}/docs/${created.body.id}/export?format=${format}`, {
      headers: { authorization: `Bearer ${caller.token}`, ...caller.headers },
    });
  return { world, download };
}

/** A PDF's objects, by number: each dictionary, and its stream inflated. */
function pdfObjects(bytes: Buffer): Map<number, { dict: string; stream: Buffer | null }> {
  const raw = bytes.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endobj', start);
    const streamAt = raw.indexOf('stream', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dict: raw.slice(start, end), stream: null });
      continue;
    }
    const dict = raw.slice(start, streamAt);
    const dataStart = streamAt + (raw.startsWith('stream\r\n', streamAt) ? 8 : 7);
    const dataEnd = dataStart + Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const data = bytes.subarray(dataStart, dataEnd);
    objects.set(Number(match[1]), {
      dict,
      stream: dict.includes('/FlateDecode') ? inflateSync(data) : data,
    });
    header.lastIndex = raw.indexOf('endobj', dataEnd);
  }
  return objects;
}

/** Glyph codes to text, from a font's ToUnicode map (pdfkit writes ranges of arrays). */
function toUnicode(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const [, start, entries] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    [...entries!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, units], index) => {
      const chars = units!.split(' ').map((unit) => Number.parseInt(unit, 16));
      codes.set(Number.parseInt(start!, 16) + index, String.fromCharCode(...chars));
    });
  }
  return codes;
}

/**
 * The text a PDF draws, as a reader would copy it: each content stream's strings (`Tj`, `TJ`),
 * decoded by the font they are drawn in (TrueType glyphs through its ToUnicode map; the standard
 * fonts' bytes as Latin-1).
 */
function pdfText(bytes: Buffer): string {
  const objects = pdfObjects(bytes);
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
      const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream : null;
      fonts.set(name!, cmap ? toUnicode(cmap.toString('latin1')) : null);
    }
  }
  const decode = (hex: string, font: Map<number, string> | null | undefined) =>
    font
      ? (hex.match(/.{4}/g) ?? []).map((code) => font.get(Number.parseInt(code, 16)) ?? '').join('')
      : Buffer.from(hex, 'hex').toString('latin1');
  const texts: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || dict.includes('/Image')) continue;
    let font: Map<number, string> | null | undefined;
    const operations = /\/(F\d+) [\d.]+ Tf|\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const [, name, array, single] of stream.toString('latin1').matchAll(operations)) {
      if (name) font = fonts.get(name);
      const hexes = array ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1]!) : [];
      if (array !== undefined || single !== undefined) {
        texts.push(
          (single !== undefined ? [single] : hexes).map((hex) => decode(hex, font)).join(''),
        );
      }
    }
  }
  return texts.join('\n');
}

/** Whether an XML text is well-formed: tags nested and closed, attributes quoted, `&` escaped. */
function isWellFormedXml(xml: string): boolean {
  const entity = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;
  const tokens =
    /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<(\/?)([\w.:-]+)((?:\s+[\w.:-]+\s*=\s*"[^"<]*")*)\s*(\/?)>|([^<]+)|</g;
  const open: string[] = [];
  for (const [token, closing, name, attributes, selfClosing, words] of xml.matchAll(tokens)) {
    if (words !== undefined) {
      if (entity.test(words)) return false;
    } else if (name !== undefined) {
      const names = [...(attributes ?? '').matchAll(/([\w.:-]+)\s*=/g)].map((found) => found[1]);
      if (new Set(names).size !== names.length || entity.test(attributes ?? '')) return false;
      if (closing) {
        if (open.pop() !== name) return false;
      } else if (!selfClosing) open.push(name);
    } else if (!token.startsWith('<?') && !token.startsWith('<!--')) {
      return false;
    }
  }
  return open.length === 0;
}

/** The paragraph (`w:p`) of a Word document that holds `words`. */
function paragraphWith(documentXml: string, words: string): string {
  const found = documentXml.match(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs) ?? [];
  return found.find((xml) => xml.includes(words)) ?? '';
}

describe('exporting a doc as PDF', () => {
  it('writes its title, headings, list, table, callout and code, and embeds its image', async () => {
    const { download } = await setting();
    const response = await download('pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="Q3 launch.pdf"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pageCount = Number(
      /\/Type \/Pages[^>]*\/Count (\d+)/.exec(bytes.toString('latin1'))?.[1],
    );
    expect(pageCount).toBeGreaterThanOrEqual(1);
    const words = pdfText(bytes);
    for (const expected of [
      'Q3 launch',
      'Launch plan',
      'Café crème',
      'the roaster',
      'Risks',
      'Book the venue',
      'Send invitations',
      'Owner',
      'Ana',
      'Mind the gap',
      'const answer = 42;',
      `1 / ${pageCount}`,
    ]) {
      expect(words, expected).toContain(expected);
    }
    const images = [...pdfObjects(bytes).values()].filter(({ dict }) =>
      /\/Type \/XObject\s*\/Subtype \/Image/.test(dict),
    );
    // The uploaded one-pixel PNG: its colours (RGB), and its transparency as a mask.
    const picture = images.find(({ dict }) => dict.includes('/ColorSpace /DeviceRGB'));
    expect(picture?.dict).toMatch(/\/Width 1\b/);
    expect(picture?.dict).toMatch(/\/Height 1\b/);
    expect(picture?.dict).toMatch(/\/SMask \d+ 0 R/);
  });
});

describe('exporting a doc as Word', () => {
  it('maps its blocks to Word styles, lists, a table, an embedded image and a hyperlink', async () => {
    const { download } = await setting();
    const response = await download('docx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(DOCX_TYPE);
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="Q3 launch.docx"',
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const document = strFromU8(files['word/document.xml']!);
    expect(isWellFormedXml(document)).toBe(true);
    expect(isWellFormedXml('<w:p><w:t>a & b</w:t></w:p>'), 'the check itself').toBe(false);
    expect(paragraphWith(document, 'Q3 launch')).toContain('<w:pStyle w:val="Title"/>');
    expect(paragraphWith(document, 'Launch plan')).toContain('<w:pStyle w:val="Heading1"/>');
    expect(paragraphWith(document, 'Risks')).toContain('<w:pStyle w:val="Heading2"/>');
    expect(paragraphWith(document, 'Book the venue')).toContain('<w:numPr>');
    expect(paragraphWith(document, 'const answer = 42;')).toContain('<w:pStyle w:val="Code"/>');
    expect(paragraphWith(document, 'Mind the gap')).toContain('w:fill="FFF9DB"');
    expect(document).toMatch(/<w:tbl>.*Owner.*Ana.*<\/w:tbl>/s);
    expect(document).toContain('<w:drawing>');
    expect(paragraphWith(document, 'the roaster')).toContain('<w:hyperlink');
    expect(strFromU8(files['word/_rels/document.xml.rels']!)).toContain(
      'Target="https://example.com/roaster"',
    );
    const media = Object.keys(files).filter((name) => name.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect(Buffer.from(files[media[0]!]!).equals(ONE_PIXEL_PNG)).toBe(true);
  });
});

describe('who may export a doc as PDF or Word', () => {
  it('lets those who read it, and answers 404 to another workspace', async () => {
    const { world, download } = await setting();
    for (const format of ['pdf', 'docx']) {
      expect((await download(format, world.as('viewer'))).status, format).toBe(200);
      const other = await buildOwnedWorkspace(server);
      const fromThere = await download(format, {
        token: other.owner.token,
        headers: other.headers,
      });
      expect(fromThere.status, format).toBe(404);
      // Not a member of the doc's workspace: nothing there is found either.
      const here = { token: other.owner.token, headers: world.as('owner').headers };
      expect((await download(format, here)).status, format).toBe(404);
    }
    expect((await download('odt')).status).toBe(422);
  });
});
