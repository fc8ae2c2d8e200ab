import { routes, type DocBacklink } from '@hangar/contracts';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { importSetting, nodesOf, pageLinks, type JsonNode } from '../../test/import-fixtures';

const server = useTestEnvironment();

async function setting() {
  const imports = await importSetting(server);
  const { world, owner, project } = imports;
  const base = `/projects/${project.id}/docs`;
  /** Imports a zip of `files` (path to text), answering the id of the doc made from each path. */
  const importZip = async (files: Record<string, string>) => {
    const entries = Object.fromEntries(
      Object.entries(files).map(([path, text]) => [path, strToU8(text)]),
    );
    const report = await imports.importZip(zipSync(entries, { level: 1 }), 'notes.zip');
    return Object.fromEntries(report.docs.map((doc) => [doc.source, doc.id]));
  };
  const backlinks = async (docId: number) =>
    (await server.api<DocBacklink[]>('GET', `${base}/${docId}/backlinks`, owner)).body.map(
      (link) => link.id,
    );
  const exportMarkdown = async (docId: number) => {
    const response = await server.fetch(`/api${base}/${docId}/export?format=markdown`, {
      headers: { authorization: `Bearer ${owner.token}`, ...owner.headers },
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  const address = (docId: number) => routes.doc(world.workspace.id, project.id, docId);
  return { importZip, content: imports.content, backlinks, exportMarkdown, address };
}

/** The texts of a content with the address of their link, if any. */
const texts = (content: JsonNode) =>
  nodesOf(content)
    .filter((node) => node.type === 'text')
    .map((node) => ({
      text: node.text,
      href: node.marks?.find((mark) => mark.type === 'link')?.attrs?.href ?? null,
    }));

describe('links between the files of an imported zip', () => {
  it('become page links to their new docs; other links stay as they were', async () => {
    const { importZip, content, backlinks, exportMarkdown, address } = await setting();
    const ids = await importZip({
      'Guides/Start.md': [
        '# Start',
        '',
        'Read [the runbook](../Runbooks/Abort%20plan.md#steps), the [runbooks](../Runbooks/)',
        'and [their index](../runbooks/readme.md).',
        '',
        'Not here: [gone](../Runbooks/Gone.md). Help: [the site](https://example.com/help).',
        '',
      ].join('\n'),
      'Runbooks/README.md': '# Runbooks\n\nEvery runbook.\n',
      'Runbooks/Abort plan.md':
        '# Abort plan\n\n## Steps\n\nBack to [start](../Guides/Start.md).\n',
    });
    const start = ids['Guides/Start.md']!;
    const runbooks = ids['Runbooks/']!;
    const abort = ids['Runbooks/Abort plan.md']!;

    const startContent = await content(start);
    expect(pageLinks(startContent)).toEqual([
      { docId: abort, title: 'the runbook' },
      { docId: runbooks, title: 'runbooks' },
      { docId: runbooks, title: 'their index' },
    ]);
    const unlinked = texts(startContent).filter((text) => text.href === null);
    expect(unlinked.map((text) => text.text).join('')).toContain('Not here: gone. Help: ');
    expect(texts(startContent)).toContainEqual({
      text: 'the site',
      href: 'https://example.com/help',
    });
    expect(pageLinks(await content(abort))).toEqual([{ docId: start, title: 'start' }]);
    expect(await exportMarkdown(start)).toContain(`[the runbook](${address(abort)})`);

    expect(await backlinks(abort)).toEqual([start]);
    expect(await backlinks(runbooks)).toEqual([start]);
    expect(await backlinks(start)).toEqual([abort]);
  });

  it('reads Obsidian links to a file by its name, with or without a label', async () => {
    const { importZip, content } = await setting();
    const ids = await importZip({
      'A/Notes.md': 'See [[abort plan]], [[Abort plan#Steps|the steps]] and [[Nowhere]].\n',
      'B/Abort plan.md': 'Steps.\n',
      'C/Abort plan.md': 'Another one.\n',
    });
    const notes = await content(ids['A/Notes.md']!);
    const target = ids['B/Abort plan.md']!;
    expect(pageLinks(notes)).toEqual([
      { docId: target, title: 'abort plan' },
      { docId: target, title: 'the steps' },
    ]);
    expect(texts(notes).map((text) => text.text)).toContain(' and [[Nowhere]].');
  });
});
