import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CANT_CREATE_MORE_DOCS, type DocImportReport, type DocNode } from '@hangar/contracts';
import { DOC_IMPORT_LIMITS } from '@hangar/domain';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { count, eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docs, uploads } from '../../db/schema';
import { EDITOR_FIELD } from '../../live/plain-text';
import { useTestEnvironment } from '../../test/harness';
import { useLiveClients } from '../../test/live-client';
import { EVERY_NODE_AND_MARK } from '../../test/markdown-samples';
import { TINY_PNG } from '../../test/sweeps/full-workspace';
import { buildOwnerAndViewer } from '../../test/world';

const server = useTestEnvironment();
const openLive = useLiveClients(server);

async function setting() {
  const world = await buildOwnerAndViewer(server);
  const { workspace, people } = world;
  const project = world.projects.project;
  const base = `/projects/${project.id}/docs`;
  const headers = (person = people.owner) => ({
    authorization: `Bearer ${person.token}`,
    ...world.as(person, 'import-tab-01').headers,
  });
  const importFile = async (
    bytes: Uint8Array | string,
    filename: string,
    options: { parentId?: number | string; person?: typeof people.owner } = {},
  ) => {
    const form = new FormData();
    if (options.parentId !== undefined) form.append('parent_id', String(options.parentId));
    form.append('file', new Blob([typeof bytes === 'string' ? strToU8(bytes) : bytes]), filename);
    const response = await server.fetch(`/api${base}/import`, {
      method: 'POST',
      body: form,
      headers: headers(options.person),
    });
    return {
      status: response.status,
      body: (await response.json()) as DocImportReport & { detail?: unknown },
    };
  };
  const exportMarkdown = async (docId: number) => {
    const response = await server.fetch(`/api${base}/${docId}/export?format=markdown`, {
      headers: headers(),
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  const read = async (docId: number) =>
    (
      await server.api<{ name: string; content_state: string; path: string }>(
        'GET',
        `${base}/${docId}`,
        world.as(people.owner),
      )
    ).body;
  const tree = async () => (await server.api<DocNode[]>('GET', base, world.as(people.owner))).body;
  return { world, workspace, people, project, base, importFile, exportMarkdown, read, tree };
}

const db = () => server.app.services.database.db;

/** The doc's content as the editor's JSON. */
function contentJson(state: string) {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, Buffer.from(state, 'base64'));
  return yXmlFragmentToProsemirrorJSON(ydoc.getXmlFragment(EDITOR_FIELD));
}

async function docCount(workspaceId: number): Promise<number> {
  const [row] = await db()
    .select({ value: count() })
    .from(docs)
    .where(eq(docs.workspaceId, workspaceId));
  return row?.value ?? 0;
}

/** Upload rows and stored files: an import that fails leaves both as they were. */
async function storedUploads(): Promise<{ rows: number; files: string[] }> {
  const [row] = await db().select({ value: count() }).from(uploads);
  const dir = path.join(server.app.services.config.dataDir, 'uploads');
  const files = await readdir(dir).catch(() => []);
  return { rows: row?.value ?? 0, files: files.sort() };
}

const zip = (files: Zippable) => zipSync(files, { level: 1 });

describe('importing the Markdown of an export (the round trip)', () => {
  it('gives the same doc: the same Markdown again, the same content', async () => {
    const { world, people, base, importFile, exportMarkdown, read } = await setting();
    const created = await server.api<{ id: number }>('POST', base, {
      ...world.as(people.owner),
      body: { name: 'Launch plan #2 <draft>', content: EVERY_NODE_AND_MARK },
    });
    expect(created.status).toBe(201);
    const originalId = created.body.id;
    // And a change made live, as the editor makes them.
    const editor = await openLive({ docId: originalId, token: people.owner.token });
    editor.addParagraph('Typed in the editor');
    await editor.waitUntilSaved();

    const markdown = await exportMarkdown(originalId);
    const imported = await importFile(markdown, 'Launch plan 2 draft.md');
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.flattened).toEqual([]);
    expect(imported.body.skipped).toEqual([]);
    const [copy] = imported.body.docs;
    expect(copy).toMatchObject({
      name: 'Launch plan #2 <draft>',
      source: 'Launch plan 2 draft.md',
    });
    expect(imported.body.root_ids).toEqual([copy!.id]);

    expect(await exportMarkdown(copy!.id)).toBe(markdown);
    const [original, again] = [await read(originalId), await read(copy!.id)];
    expect(again.name).toBe(original.name);
    expect(contentJson(again.content_state)).toEqual(contentJson(original.content_state));
    expect(JSON.stringify(contentJson(again.content_state))).toContain('Typed in the editor');
  });

  it('names a file without a title heading after the file, and imports under a parent', async () => {
    const { world, importFile, read } = await setting();
    const parent = await world.newDoc(world.projects.project.id, { name: 'Parent' });
    const imported = await importFile('Just text\n', 'meeting-notes.markdown', {
      parentId: parent.id,
    });
    expect(imported.status).toBe(201);
    const doc = await read(imported.body.docs[0]!.id);
    expect(doc).toMatchObject({
      name: 'meeting-notes',
      path: `${parent.path}.${imported.body.docs[0]!.id}`,
    });

    const deep = await world.newDoc(world.projects.project.id, { parentPath: parent.path });
    const deeper = await world.newDoc(world.projects.project.id, { parentPath: deep.path });
    const deepest = await world.newDoc(world.projects.project.id, { parentPath: deeper.path });
    const refused = await importFile('x', 'a.md', { parentId: deepest.id });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toEqual([
      { loc: ['body', 'parent_id'], msg: 'Pages cannot be nested deeper than 4 levels' },
    ]);
    expect((await importFile('x', 'a.md', { parentId: 999_999 })).body.detail).toEqual([
      { loc: ['body', 'parent_id'], msg: 'This page does not exist' },
    ]);
    expect((await importFile('x', 'a.md', { parentId: 'abc' })).status).toBe(422);
  });
});

describe('importing a zip of folders', () => {
  it('makes folders parents, flattens what is too deep, stores and serves its images', async () => {
    const { workspace, importFile, read, tree } = await setting();
    const events: { doc_id: number; action: string }[] = [];
    const unsubscribe = server.app.services.bus.subscribe((event) => {
      if (event.topic === 'doc' && event.source === 'import-tab-01') events.push(event.payload);
    });
    const before = await storedUploads();
    const archive = zip({
      'guide/index.md': strToU8('# The guide\n\nWelcome ![logo](images/logo%20small.png)\n'),
      'guide/images/logo small.png': TINY_PNG,
      'guide/setup.md': strToU8('# Setup\n\n![again](<./images/logo small.png>)'),
      'guide/a.md': strToU8('# Part A\n\nText of A'),
      'guide/a/b/c/d/deep.md': strToU8('# Deep\n\n![gone](../../../../../../x.png)'),
      'guide/a/b/other.md': strToU8('Other'),
      'notes.md': strToU8('Notes ![missing](nope.png) ![web](https://example.com/a.png)'),
      'readme.txt': strToU8('not markdown'),
      '.DS_Store': strToU8('junk'),
      '__MACOSX/guide/._index.md': strToU8('junk'),
    });
    const imported = await importFile(archive, 'export.zip');
    unsubscribe();
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const report = imported.body;
    const names = report.docs.map((doc) => [doc.name, doc.source]);
    expect(names).toEqual([
      ['The guide', 'guide/'],
      ['Part A', 'guide/a/'],
      ['b', 'guide/a/b/'],
      ['c', 'guide/a/b/c/'],
      ['d', 'guide/a/b/c/d/'],
      ['Deep', 'guide/a/b/c/d/deep.md'],
      ['other', 'guide/a/b/other.md'],
      ['Setup', 'guide/setup.md'],
      ['notes', 'notes.md'],
    ]);
    const idOf = (source: string) => report.docs.find((doc) => doc.source === source)!.id;
    expect(report.root_ids).toEqual([idOf('guide/'), idOf('notes.md')]);
    expect(report.flattened.map((entry) => [entry.source, entry.doc_id])).toEqual([
      ['guide/a/b/c/d/', idOf('guide/a/b/c/d/')],
      ['guide/a/b/c/d/deep.md', idOf('guide/a/b/c/d/deep.md')],
    ]);
    expect(report.flattened[0]!.reason).toBe(
      'Docs nest at most 4 levels: at level 5 in its folders, it is at level 4, after "c"',
    );
    expect(report.skipped).toEqual([
      {
        source: 'guide/a/b/c/d/deep.md',
        reason: 'Image "../../../../../../x.png" left out: it points outside the zip',
      },
      { source: 'notes.md', reason: 'Image "nope.png" left out: it is not in the zip' },
      { source: 'readme.txt', reason: 'Neither a Markdown file nor an image or file a doc uses' },
    ]);

    // The tree: d and Deep sit after c, under b (level 4 at most).
    const [guide, notes] = await tree();
    expect(notes?.name).toBe('notes');
    const b = guide?.children[0]?.children[0];
    expect(b?.children.map((node) => node.name)).toEqual(['c', 'd', 'Deep', 'other']);
    expect(b?.children[0]?.children).toEqual([]);
    expect(guide?.children.map((node) => node.name)).toEqual(['Part A', 'Setup']);

    // One image stored once, both docs showing it from /media/.
    const guideContent = JSON.stringify(contentJson((await read(idOf('guide/'))).content_state));
    const setupContent = JSON.stringify(
      contentJson((await read(idOf('guide/setup.md'))).content_state),
    );
    const src = /"src":"(\/media\/[a-f0-9]{32}\.png)"/.exec(guideContent)?.[1];
    expect(src).toBeDefined();
    expect(setupContent).toContain(src);
    const media = await server.fetch(src!);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await media.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const after = await storedUploads();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.files.length).toBe(before.files.length + 1);
    const notesContent = JSON.stringify(contentJson((await read(idOf('notes.md'))).content_state));
    expect(notesContent).toContain('https://example.com/a.png');

    // The same live event as a doc's creation, once per root doc.
    expect(events).toEqual(
      report.root_ids.map((id) => expect.objectContaining({ doc_id: id, action: 'created' })),
    );
    expect(await docCount(workspace.id)).toBe(9);
  });
});

describe('a bad file', () => {
  it('answers 4xx with what is wrong, and creates nothing, stores nothing', async () => {
    const { workspace, importFile } = await setting();
    const before = await storedUploads();
    const good = { 'a.md': strToU8('# A\n\n![i](i.png)'), 'i.png': TINY_PNG };
    const manyEntries = Object.fromEntries(
      Array.from({ length: DOC_IMPORT_LIMITS.maxZipEntries + 1 }, (_, index) => [
        `f${index}.txt`,
        strToU8('x'),
      ]),
    );
    const cases: [string, Uint8Array | string, string, number, string | RegExp][] = [
      [
        'a PNG renamed .md',
        TINY_PNG,
        'photo.md',
        415,
        '"photo.md" is an image, not a Markdown text file.',
      ],
      [
        'invalid UTF-8',
        new Uint8Array([0x23, 0x20, 0x43, 0x61, 0x66, 0xe9, 0x0a]),
        'latin1.md',
        422,
        '"latin1.md" is not UTF-8 text: save it as UTF-8 and import it again.',
      ],
      [
        'UTF-16',
        new Uint8Array([0xff, 0xfe, 0x23, 0x00]),
        'wide.md',
        422,
        '"wide.md" is UTF-16 text: save it as UTF-8 and import it again.',
      ],
      [
        'a zip with ../ paths',
        zip({ ...good, '../evil.md': strToU8('x') }),
        'evil.zip',
        422,
        'The zip holds a path outside its own folder ("../evil.md"): nothing was imported.',
      ],
      [
        'a zip with a drive letter',
        zip({ ...good, 'C:/evil.md': strToU8('x') }),
        'drive.zip',
        422,
        /outside its own folder/,
      ],
      [
        'a too-large file',
        new Uint8Array(20 * 1024 * 1024 + 1).fill(0x61),
        'big.md',
        413,
        'File size must be lower than 20 Mo',
      ],
      [
        'a zip with too many entries',
        zip(manyEntries),
        'many.zip',
        413,
        `The zip holds more than ${DOC_IMPORT_LIMITS.maxZipEntries} files and folders: import it in smaller parts.`,
      ],
      [
        'a zip bomb',
        zip({ 'a.md': strToU8('x'), 'zeros.md': new Uint8Array(101 * 1024 * 1024) }),
        'bomb.zip',
        413,
        'The zip unpacks to more than 100 Mo: import it in smaller parts.',
      ],
      [
        'a damaged zip',
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]),
        'broken.zip',
        422,
        'The zip file is damaged and could not be read: nothing was imported.',
      ],
      [
        'a zip without Markdown',
        zip({ 'i.png': TINY_PNG }),
        'images.zip',
        422,
        'The zip holds no Markdown file (.md or .markdown).',
      ],
      [
        'a zip with one bad file among good ones',
        zip({ ...good, 'b.md': new Uint8Array([0xc3, 0x28]) }),
        'mixed.zip',
        422,
        '"b.md" is not UTF-8 text: save it as UTF-8 and import it again.',
      ],
      [
        'a doc nested too deep',
        `${'> '.repeat(120)}deep`,
        'deep.md',
        422,
        '"deep.md" cannot become a doc: it nests deeper than 100 levels. Nothing was imported.',
      ],
      [
        'neither Markdown nor a zip',
        'plain text',
        'notes.txt',
        415,
        'Import a Markdown file (.md or .markdown) or a .zip of them.',
      ],
    ];
    for (const [what, bytes, filename, status, detail] of cases) {
      const answer = await importFile(bytes, filename);
      expect(answer.status, what).toBe(status);
      if (typeof detail === 'string') expect(answer.body.detail, what).toBe(detail);
      else expect(answer.body.detail, what).toMatch(detail);
    }
    expect(await docCount(workspace.id)).toBe(0);
    expect(await storedUploads()).toEqual(before);
  }, 60_000);

  it("stops at the free plan's docs, after its images were stored: nothing stays", async () => {
    const { workspace, importFile } = await setting();
    const before = await storedUploads();
    const files: Zippable = { 'cover.png': TINY_PNG };
    for (let index = 0; index < 51; index += 1) {
      files[`doc ${index}.md`] = strToU8(`# Doc ${index}\n\n![cover](cover.png)`);
    }
    const answer = await importFile(zip(files), 'fifty-one.zip');
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toBe(CANT_CREATE_MORE_DOCS);
    expect(await docCount(workspace.id)).toBe(0);
    expect(await storedUploads()).toEqual(before);
  });
});

describe('who may import', () => {
  it('refuses a reader without the right to create docs', async () => {
    const { workspace, people, importFile } = await setting();
    const answer = await importFile('# Mine\n', 'mine.md', { person: people.viewer });
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toBe('You do not have the right to do this');
    expect(await docCount(workspace.id)).toBe(0);
  });

  it('needs a multipart form with a file', async () => {
    const { world, people, base } = await setting();
    const json = await server.api('POST', `${base}/import`, {
      ...world.as(people.owner),
      body: {},
    });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('other', 'x');
    const response = await server.fetch(`/api${base}/import`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${people.owner.token}`, ...world.as(people.owner).headers },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [{ loc: ['body', 'file'], msg: 'This field is required' }],
    });
  });
});
