import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';
import { inWorkspace } from '../../test/factories';
import { buildOwnedDoc } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';
import { useLiveClients } from '../../test/live-client';

const server = useTestEnvironment();
const openLive = useLiveClients(server);
async function ownedDoc() {
  const { owner, workspace, project, docId } = await buildOwnedDoc(server);
  const docPath = `/projects/${project.id}/docs/${docId}`;
  const rename = (name: string) =>
    server.api('PUT', docPath, {
      token: owner.token,
      headers: inWorkspace(workspace),
      body: { name },
    });
  const download = (format: 'html' | 'markdown') =>
    server.fetch(`/api${docPath}/export?format=${format}`, {
      headers: { authorization: `Bearer ${owner.token}`, ...inWorkspace(workspace) },
    });
  return { owner, docId, rename, download };
}

/** The name a browser saves the file as: `filename*` decoded (RFC 5987). */
function savedName(disposition: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
  return decodeURIComponent(encoded);
}

describe('exporting a doc', () => {
  it('names the file in any script (RFC 6266), with an ASCII fallback', async () => {
    const { rename, download } = await ownedDoc();
    const names: [name: string, fallback: string][] = [
      ['文档', '_.md'],
      ['Документ', '_.md'],
      ['عربى', '_.md'],
      ['Café crème', 'Cafe creme.md'],
      ["Rock 'n' roll (live)", 'Rock n roll live.md'],
    ];
    for (const [name, fallback] of names) {
      expect((await rename(name)).status, name).toBe(200);
      const response = await download('markdown');
      expect(response.status, name).toBe(200);
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition, name).toContain(`attachment; filename="${fallback}"; filename*=UTF-8''`);
      expect(savedName(disposition), name).toBe(`${name.replace(/['()]/g, '')}.md`);
      expect(await response.text(), name).toContain(`# ${name}\n`);
    }
  });

  it('writes Markdown without raw HTML or javascript: images, as the HTML export', async () => {
    const { owner, docId, download } = await ownedDoc();
    const client = await openLive({ docId, token: owner.token });
    const paragraph = new Y.XmlElement('paragraph');
    const words = new Y.XmlText();
    words.insert(0, '<img src=x onerror=alert(1)>');
    paragraph.insert(0, [words]);
    const image = new Y.XmlElement('image');
    image.setAttribute('src', 'javascript:alert(1)');
    client.doc.getXmlFragment(EDITOR_FIELD).insert(0, [paragraph, image]);
    await client.waitUntilSaved();

    const markdown = await (await download('markdown')).text();
    expect(markdown).toContain('\\<img src=x onerror=alert(1)\\>');
    expect(markdown.replaceAll('\\<', ''), 'an unescaped <').not.toContain('<');
    expect(markdown).not.toContain('javascript:');
    const html = await (await download('html')).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img|javascript:/);
  });
});
