import { zipSync } from 'fflate';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { EDITOR_FIELD } from '../../live/plain-text';
import type { SignedInPerson } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { SAMPLE_PDF as PDF, uploadProjectFile } from '../../test/project-files';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment({ config: { uploadMaxBytes: 4096 } });

const MP3 = Buffer.concat([
  Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'),
  Buffer.alloc(32),
]);
const DOCX = Buffer.from(zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types/>') }));
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** A private project whose team is one editor; an open project the members only view. */
async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER', editor: 'MEMBER', member: 'MEMBER', outsider: 'OUTSIDER' },
    projects: {
      secret: { privacy: 'PRIVATE', team: { editor: 'EDIT' } },
      open: { right: 'VIEW' },
    },
  });
  const { people, projects } = world;
  const headers = (person: SignedInPerson | null) =>
    person ? { authorization: `Bearer ${person.token}`, ...world.as(person).headers } : {};
  const upload = async (
    bytes: Buffer,
    name: string,
    options: { by?: SignedInPerson; projectId?: number } = {},
  ) => {
    const projectId = options.projectId ?? projects.secret.id;
    return uploadProjectFile(
      server,
      projectId,
      { bytes, name },
      headers(options.by ?? people.editor),
    );
  };
  const download = (url: string, person: SignedInPerson | null = people.editor) =>
    server.fetch(url, { headers: headers(person) });
  return { world, people, projects, headers, upload, download };
}

describe('attaching a file to a project', () => {
  it('takes any file, judges its type by its bytes and serves it to the members', async () => {
    const { upload, download, projects } = await setting();
    const pdf = await upload(PDF, 'Q3 report – final.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      name: 'Q3 report – final.pdf',
      size: PDF.length,
      content_type: 'application/pdf',
    });
    expect(pdf.body.url).toMatch(
      new RegExp(`^/api/projects/${projects.secret.id}/files/[a-f0-9]{32}\\.pdf$`),
    );

    const served = await download(pdf.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="Q3 report _ final.pdf"; filename*=UTF-8''Q3%20report%20%E2%80%93%20final.pdf`,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);

    const kinds = [
      [MP3, 'song.mp3', 'audio/mpeg', 'inline'],
      [
        DOCX,
        'plan.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'attachment',
      ],
      [DOCX, 'archive.zip', 'application/zip', 'attachment'],
      // A page named as a PDF is neither a PDF nor ever shown: a download of unknown bytes.
      [HTML, 'invoice.pdf', 'application/octet-stream', 'attachment'],
    ] as const;
    for (const [bytes, name, type, disposition] of kinds) {
      const stored = await upload(bytes, name);
      expect(stored.body.content_type, name).toBe(type);
      const response = await download(stored.body.url);
      expect(response.headers.get('content-type'), name).toBe(type);
      expect(response.headers.get('content-disposition'), name).toMatch(
        new RegExp(`^${disposition}; `),
      );
    }
  });

  it('serves the part a player asks for, so audio and video can seek', async () => {
    const { upload, people, headers } = await setting();
    const song = await upload(MP3, 'song.mp3');
    const part = (range: string) =>
      server.fetch(song.body.url, { headers: { ...headers(people.editor), range } });

    const middle = await part('bytes=3-9');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 3-9/${MP3.length}`);
    expect(middle.headers.get('content-length')).toBe('7');
    expect(middle.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await middle.arrayBuffer()).equals(MP3.subarray(3, 10))).toBe(true);

    const tail = await part('bytes=-4');
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(MP3.subarray(-4))).toBe(true);

    const past = await part(`bytes=${MP3.length + 10}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${MP3.length}`);
    expect(await past.json()).toEqual({ detail: 'The requested range is outside the file.' });

    // One that cannot be read is ignored: the whole file, as without it.
    const unreadable = await part('bytes=nine-ten');
    expect(unreadable.status).toBe(200);
    expect(Buffer.from(await unreadable.arrayBuffer()).equals(MP3)).toBe(true);
  });

  it('refuses what is too large, empty, or sent by someone who cannot edit the docs', async () => {
    const { upload, people, projects } = await setting();
    expect(await upload(Buffer.alloc(5000, 1), 'big.bin')).toMatchObject({
      status: 413,
      body: { detail: 'File size must be lower than 4 ko' },
    });
    expect(await upload(Buffer.alloc(0), 'empty.txt')).toMatchObject({
      status: 422,
      body: { detail: 'The file is empty.' },
    });
    const viewer = { by: people.member, projectId: projects.open.id };
    expect((await upload(PDF, 'a.pdf', viewer)).status).toBe(403);
    // The private project is not even there for a member outside its team.
    expect((await upload(PDF, 'a.pdf', { by: people.member })).status).toBe(404);
  });
});

describe('reading a file by its address', () => {
  it('is refused, as if it did not exist, to whoever cannot see its project', async () => {
    const { upload, download, people, projects } = await setting();
    const { url } = (await upload(PDF, 'secret.pdf')).body;
    const missing = url.replace(/[a-f0-9]{32}/, 'f'.repeat(32));
    const notFound = { detail: 'File not found' };
    for (const address of [url, missing]) {
      const response = await download(address, people.member);
      expect(response.status, address).toBe(404);
      expect(await response.json(), address).toEqual(notFound);
    }
    // The owner may see every project; a stranger to the workspace and the signed out may not.
    expect((await download(url, people.owner)).status).toBe(200);
    expect((await download(url, people.outsider)).status).toBe(404);
    expect((await download(url, null)).status).toBe(401);
    // Its address under another project of the workspace names nothing.
    const elsewhere = url.replace(
      `/projects/${projects.secret.id}/`,
      `/projects/${projects.open.id}/`,
    );
    expect((await download(elsewhere, people.owner)).status).toBe(404);
  });

  it('is allowed to the readers of a share link: a project link, or the doc that shows it', async () => {
    const { world, upload, download, people, projects } = await setting();
    const shown = (await upload(PDF, 'shown.pdf')).body;
    const other = (await upload(MP3, 'other.mp3')).body;
    const call = world.callAs(people.editor);
    const doc = await call<{ id: number }>('POST', `/projects/${projects.secret.id}/docs`, {
      name: 'With a file',
      content: {
        type: 'doc',
        content: [
          {
            type: 'attachment',
            attrs: {
              url: shown.url,
              name: shown.name,
              size: shown.size,
              contentType: 'application/pdf',
            },
          },
        ],
      },
    });
    expect(doc.status).toBe(201);
    const filename = (url: string) => url.split('/').pop() ?? '';
    const publicFile = (token: string, url: string) =>
      server.fetch(`/api/public/${token}/files/${filename(url)}`);

    const docShare = await call<{ share_token: string }>(
      'PUT',
      `/projects/${projects.secret.id}/docs/${doc.body.id}/share`,
      { enabled: true },
    );
    const byDocLink = await publicFile(docShare.body.share_token, shown.url);
    expect(byDocLink.status).toBe(200);
    expect(byDocLink.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await publicFile(docShare.body.share_token, other.url)).status).toBe(404);

    const projectShare = await call<{ share_token: string }>(
      'PUT',
      `/projects/${projects.secret.id}/share`,
      { enabled: true },
    );
    expect((await publicFile(projectShare.body.share_token, other.url)).status).toBe(200);
    const foreign = (
      await upload(PDF, 'open.pdf', { by: people.owner, projectId: projects.open.id })
    ).body;
    expect((await publicFile(projectShare.body.share_token, foreign.url)).status).toBe(404);
    expect((await download(shown.url, people.member)).status).toBe(404);
  });
});

describe('a doc with a file', () => {
  it('exports it as a paperclip link that imports back as the same file; search finds its name', async () => {
    const { world, upload, people, projects } = await setting();
    const file = (await upload(PDF, 'Budget [draft].pdf')).body;
    const call = world.callAs(people.editor);
    const base = `/projects/${projects.secret.id}/docs`;
    const content = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Before' }] },
        {
          type: 'attachment',
          attrs: {
            url: file.url,
            name: file.name,
            size: file.size,
            contentType: file.content_type,
          },
        },
      ],
    };
    const created = await call<{ id: number }>('POST', base, { name: 'Money', content });
    const exported = await server.fetch(`/api${base}/${created.body.id}/export?format=markdown`, {
      headers: {
        authorization: `Bearer ${people.editor.token}`,
        ...world.as(people.editor).headers,
      },
    });
    const markdown = await exported.text();
    expect(markdown).toContain(
      `# Money\n\nBefore\n\n[📎 Budget \\[draft\\].pdf](${file.url} "${file.size} application/pdf")\n`,
    );

    const form = new FormData();
    form.append('file', new Blob([markdown]), 'money.md');
    const imported = await server.fetch(`/api${base}/import`, {
      method: 'POST',
      body: form,
      headers: {
        authorization: `Bearer ${people.editor.token}`,
        ...world.as(people.editor).headers,
      },
    });
    expect(imported.status).toBe(201);
    const [copy] = ((await imported.json()) as { docs: { id: number }[] }).docs;
    const contentOf = async (docId?: number) => {
      const read = await call<{ content_state: string }>('GET', `${base}/${docId}`);
      const ydoc = new Y.Doc();
      Y.applyUpdate(ydoc, Buffer.from(read.body.content_state, 'base64'));
      return yXmlFragmentToProsemirrorJSON(ydoc.getXmlFragment(EDITOR_FIELD));
    };
    const original = await contentOf(created.body.id);
    expect(original.content).toEqual(expect.arrayContaining(content.content));
    expect(await contentOf(copy?.id)).toEqual(original);

    const found = await call<{ results: { id: number }[] }>(
      'GET',
      `/search/full-text?q=${encodeURIComponent('budget draft')}&kind=doc`,
    );
    expect(found.body.results.map((result) => result.id).sort()).toEqual(
      [created.body.id, copy?.id].sort(),
    );
  });

  it('refuses an attachment that is not one of the project files', async () => {
    const { world, people, projects } = await setting();
    const created = await world.callAs(people.editor)(
      'POST',
      `/projects/${projects.secret.id}/docs`,
      {
        content: {
          type: 'doc',
          content: [
            { type: 'attachment', attrs: { url: 'https://evil.example/x.exe', name: 'x.exe' } },
          ],
        },
      },
    );
    expect(created.status).toBe(422);
  });
});

describe('the storage a workspace uses', () => {
  it('adds up the files attached to its docs', async () => {
    const { world, upload, people } = await setting();
    await upload(PDF, 'a.pdf');
    await upload(MP3, 'b.mp3');
    const storage = await world.callAs(people.member)('GET', '/workspaces/c/storage');
    expect(storage).toMatchObject({ status: 200, body: { bytes_used: PDF.length + MP3.length } });
  });
});
