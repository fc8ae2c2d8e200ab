import type { DocNode, RichTextNode } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { plainText } from '../../live/plain-text';
import { buildDocs, inWorkspace } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { useLiveClients } from '../../test/live-client';
import { buildOwnerAndViewer } from '../../test/world';
import { countDocs, listProjectDocs } from './docs.repository';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();
const openLive = useLiveClients(server);

async function setting() {
  const world = await buildOwnerAndViewer(server);
  const { workspace } = world;
  const { project } = world.projects;
  const { owner, viewer } = world.people;
  const base = `/projects/${project.id}/docs`;
  const create = (body: unknown, person = owner) =>
    server.api<CreatedDoc>('POST', base, {
      token: person.token,
      headers: inWorkspace(workspace),
      body,
    });
  const read = (id: number) =>
    server.api<{ name: string; content_state: string }>('GET', `${base}/${id}`, {
      token: owner.token,
      headers: inWorkspace(workspace),
    });
  const tree = async () =>
    (
      await server.api<DocNode[]>('GET', base, {
        token: owner.token,
        headers: inWorkspace(workspace),
      })
    ).body;
  return { owner, viewer, workspace, project, create, read, tree };
}

interface CreatedDoc {
  id: number;
  name: string;
  path: string;
  content_state: string;
  /** On a refusal. */
  detail?: unknown;
}

const db = () => server.app.services.database.db;

const textOf = (state: string) => {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, Buffer.from(state, 'base64'));
  return plainText(ydoc);
};

const launchPlan: RichTextNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Launch plan' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Ship it on ' },
        { type: 'text', text: 'Monday', marks: [{ type: 'bold' }] },
      ],
    },
    {
      type: 'taskList',
      content: [
        {
          type: 'taskItem',
          attrs: { checked: true },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Write the notes' }] }],
        },
      ],
    },
  ],
};
const LAUNCH_PLAN_TEXT = 'Launch plan\nShip it on Monday\nWrite the notes';

describe('creating a doc with its name and content in one call', () => {
  it('stores both, for reading and for the live editor', async () => {
    const { owner, create, read, tree } = await setting();
    const created = await create({ name: '  Launch  ', content: launchPlan });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Launch');
    expect(textOf(created.body.content_state)).toBe(LAUNCH_PLAN_TEXT);

    const reread = await read(created.body.id);
    expect(reread.body.name).toBe('Launch');
    expect(textOf(reread.body.content_state)).toBe(LAUNCH_PLAN_TEXT);
    expect((await tree()).map((node) => node.name)).toEqual(['Launch']);

    const editor = await openLive({ docId: created.body.id, token: owner.token });
    await editor.waitForText((text) => text === LAUNCH_PLAN_TEXT);
    const fragment = editor.doc.getXmlFragment('default').toString();
    expect(fragment).toContain('<heading level="2">Launch plan</heading>');
    expect(fragment).toContain('<bold>Monday</bold>');
  });

  it('refuses content the editor cannot hold, a long name, or a reader, and creates nothing', async () => {
    const { create, tree, viewer, project } = await setting();
    const refusals: [unknown, string][] = [
      [
        { content: { type: 'doc', content: [{ type: 'text', text: 'loose' }] } },
        'The editor cannot hold this content',
      ],
      [
        { content: { type: 'paragraph', content: [{ type: 'text', text: 'a part' }] } },
        'The content must be a whole document (type "doc")',
      ],
      [{ content: { type: 'doc', content: [{ type: 'script' }] } }, 'Invalid option'],
      [{ content: 'Plain text' }, ''],
      [{ name: 'x'.repeat(201) }, ''],
    ];
    for (const [body, message] of refusals) {
      const refused = await create(body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      const detail = refused.body.detail as { loc: string[]; msg: string }[];
      expect(detail[0]?.loc[1], JSON.stringify(body)).toBe(
        'content' in (body as object) ? 'content' : 'name',
      );
      expect(detail[0]?.msg).toContain(message);
    }
    expect((await create({ name: 'Mine', content: launchPlan }, viewer)).status).toBe(403);
    expect(await tree()).toEqual([]);
    expect(await listProjectDocs(db(), project.id)).toEqual([]);
  });
});

describe('creating a doc with large content', () => {
  const paragraphs = (count: number, extra: RichTextNode[] = []): RichTextNode => ({
    type: 'doc',
    content: [
      ...Array.from({ length: count }, (_, index): RichTextNode => ({
        type: 'paragraph',
        content: [{ type: 'text', text: `Paragraph ${index} of a long handbook.` }],
      })),
      ...extra,
    ],
  });

  it('reads it in a worker thread: the same doc, and the same refusal of what the editor cannot hold', async () => {
    const { create, read, tree } = await setting();
    const created = await create({ name: 'Handbook', content: paragraphs(1500) });
    expect(created.status).toBe(201);
    const text = textOf((await read(created.body.id)).body.content_state);
    expect(text.split('\n')).toHaveLength(1500);
    expect(text.split('\n')[1499]).toBe('Paragraph 1499 of a long handbook.');

    const refused = await create({
      content: paragraphs(1500, [{ type: 'text', text: 'loose' } as RichTextNode]),
    });
    expect(refused.status).toBe(422);
    const detail = refused.body.detail as { loc: string[]; msg: string }[];
    expect(detail[0]?.loc).toEqual(['body', 'content']);
    expect(detail[0]?.msg).toContain('The editor cannot hold this content');
    expect((await tree()).map((node) => node.name)).toEqual(['Handbook']);
  });
});

describe('the parent of a new doc', () => {
  it('must be a doc of the project that is not archived', async () => {
    const { create, owner, workspace, project } = await setting();
    const parent = (await create({ name: 'Old' })).body;
    await server.api('PUT', `/projects/${project.id}/docs/${parent.id}/archive`, {
      token: owner.token,
      headers: inWorkspace(workspace),
    });
    for (const parentPath of [parent.path, `${parent.id + 1000}`]) {
      expect(await create({ parent_path: parentPath, name: 'Under' })).toMatchObject(
        oneValidationIssue(['body', 'parent_path'], 'This page does not exist'),
      );
    }
    expect((await listProjectDocs(db(), project.id)).map((row) => row.name)).toEqual(['Old']);
  });
});

describe('creating docs at once', () => {
  it('gives each of them its own position among its siblings', async () => {
    const { create, project } = await setting();
    const parent = (await create({ name: 'Parent' })).body;
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) => create({ name: `Top ${index}` })),
      ...Array.from({ length: 6 }, (_, index) =>
        create({ parent_path: parent.path, name: `Child ${index}` }),
      ),
    ]);
    expect(results.map((result) => result.status)).toEqual(Array(12).fill(201));
    const rows = await listProjectDocs(db(), project.id);
    const positions = (prefix: string) =>
      rows
        .filter((row) => row.name.startsWith(prefix))
        .map((row) => row.position)
        .sort((a, b) => a - b);
    expect(positions('Top')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(positions('Child')).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('stops a free workspace at 50 docs, however many arrive together', async () => {
    const { create, owner, workspace, project } = await setting();
    await buildDocs(server, project, owner.user, 47);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create({ name: `Late ${index}` })),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403]);
    const refused = results.find((result) => result.status === 403);
    expect(refused?.body.detail).toContain('maximum number of documents');
    expect(await countDocs(db(), workspace.id)).toBe(50);
  });
});
